export { setRefundPayout } from './received-payments-repository.js';
export {
  insertWithdrawal,
  markWithdrawalReviewed,
  markWithdrawalSettled,
  selectUserWithdrawal,
  selectUserWithdrawals,
} from './withdrawals/withdrawals-repository.js';
export { payOutToClosedHolder } from './closed-account-payout.js';
export { completeDeposit, findDeposit, insertReservation, issueCharge } from './deposits.js';
export type { PixCharges } from './pix-charges.js';
export { staticKeyPixCharges } from './pix-charges.js';
export { receivePayment } from './received-payments.js';
export { walletPlugin } from './wallet-plugin.js';
export type { ReviewReason } from './withdrawals/brakes.js';
export { settleWithdrawal } from './withdrawals/settlement.js';
export { toWithdrawal } from './withdrawals/timeline.js';
