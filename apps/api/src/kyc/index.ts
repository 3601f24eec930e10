export { cpfClaimOf, recentCpfClaims } from './cpf-claims-repository.js';
export { listCpfClaims, reviewCpfClaim } from './cpf-claims-review-repository.js';
export { recentKycSessions } from './kyc-sessions-repository.js';
