// The door of barred-accounts/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { type BarredAccount, findBarredAccount } from './barred-accounts-repository.js';
