export { lockHeldWin, lockWithdrawal } from './money-review-repository.js';
