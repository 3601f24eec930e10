// The door of accounts/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export {
  becomeHolder,
  closeKycReview,
  markClosedByBar,
  markKycPending,
  markUserClosed,
  releaseCpf,
  setKycStatus,
} from './account-status-repository.js';
export {
  type AccountRow,
  type CpfHolder,
  findCpfHolderContact,
  findCredentials,
  findEmailAndStatus,
  insertAccount,
  isEmailTaken,
  loadAccount,
  loadPasswordHash,
  lockCpfHolder,
  lockUser,
  lockVerdictAccount,
  type NewAccount,
  updateAddress,
  updatePasswordHash,
} from './accounts-repository.js';
