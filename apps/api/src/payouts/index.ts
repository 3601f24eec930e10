export { recentPayouts, selectPayout, selectWithdrawalPayoutId } from './payouts-repository.js';
