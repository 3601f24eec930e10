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
  findCredentials,
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
