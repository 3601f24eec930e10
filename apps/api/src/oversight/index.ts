// The door of oversight/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { lockHeldWin, lockWithdrawal } from './money-review-repository.js';
