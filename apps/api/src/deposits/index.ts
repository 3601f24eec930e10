// The door of deposits/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
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
