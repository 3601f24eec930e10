export {
  cancelOpenCharges,
  cancelOwnOpenCharge,
  cancelReservedDeposit,
  type DepositRow,
  insertReservedDeposit,
  issueReservedDeposit,
  markDepositPaid,
  recentDeposits,
  selectChargeForUpdate,
  selectOpenDeposits,
  selectUserDeposit,
} from './deposits-repository.js';
