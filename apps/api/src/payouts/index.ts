export { recentPayouts, selectPayout, selectWithdrawalPayoutId } from './payouts-repository.js';
export type { FakePayoutProvider } from './payout-provider.js';
export { payoutsPlugin } from './payouts-plugin.js';
export type { FakePayouts, Payouts } from './payouts-plugin.js';
export {
  RESEND_AFTER_MS,
  queueRefund,
  queueWithdrawalPayout,
  sendAfterCommit,
  sendPayout,
  settlePayout,
} from './payouts.js';
export type { PayoutContext, SettleWithdrawal } from './payouts.js';
