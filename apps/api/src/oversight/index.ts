export { lockHeldWin, lockWithdrawal } from './money-review-repository.js';
export { heldMoneyText } from './held-money-text.js';
export { listHeldMoney, settleHeldWin, settleHeldWithdrawal } from './money-review.js';
export type { Decision } from './money-review.js';
