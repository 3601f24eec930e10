// The door of wallet/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { setRefundPayout } from './received-payments-repository.js';
export {
  markWithdrawalReviewed,
  selectUserWithdrawal,
  selectUserWithdrawals,
} from './withdrawals-repository.js';
