export { type BarredAccount, findBarredAccount } from './barred-accounts-repository.js';
