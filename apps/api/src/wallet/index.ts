export { setRefundPayout } from './received-payments-repository.js';
export {
  markWithdrawalReviewed,
  selectUserWithdrawal,
  selectUserWithdrawals,
} from './withdrawals-repository.js';
