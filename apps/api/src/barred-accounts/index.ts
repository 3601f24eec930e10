export { type BarredAccount, findBarredAccount } from './barred-accounts-repository.js';
export { barredAccountsJob } from './barred-accounts-job.js';
export { barredAccountsPlugin } from './barred-accounts-plugin.js';
export { barredAddressGuard } from './barred-email-guard.js';
