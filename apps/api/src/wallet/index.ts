export { setRefundPayout } from './received-payments-repository.js';
export {
  insertWithdrawal,
  markWithdrawalReviewed,
  markWithdrawalSettled,
  selectUserWithdrawal,
  selectUserWithdrawals,
} from './withdrawals-repository.js';
