export { cpfClaimOf, recentCpfClaims } from './cpf-claims-repository.js';
export { listCpfClaims, reviewCpfClaim } from './cpf-claims-review-repository.js';
export { recentKycSessions } from './kyc-sessions-repository.js';
export { cpfClaimsText } from './cpf-claims-text.js';
export { kycPlugin } from './kyc-plugin.js';
export { finishSession, liveSession, openSessionForVerdict } from './kyc-sessions.js';
export { decideVerdict } from './kyc-verdict.js';
