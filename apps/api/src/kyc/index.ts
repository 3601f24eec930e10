// The door of kyc/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { cpfClaimOf, recentCpfClaims } from './cpf-claims-repository.js';
export { listCpfClaims, reviewCpfClaim } from './cpf-claims-review-repository.js';
export { recentKycSessions } from './kyc-sessions-repository.js';
