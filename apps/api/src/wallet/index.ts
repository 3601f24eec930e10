export { setRefundPayout } from './received-payments-repository.js';
export {
  insertWithdrawal,
  markWithdrawalReviewed,
  markWithdrawalSettled,
  selectUserWithdrawal,
  selectUserWithdrawals,
} from './withdrawals/withdrawals-repository.js';
