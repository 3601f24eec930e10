export {
  deleteTrustedDevice,
  insertTrustedDevice,
  isTrustedDevice,
} from './device-trust-repository.js';
export { insertGameSession, keepNewestGameSessions } from './game-sessions-repository.js';
export {
  countAccountFailures,
  deleteAccountFailures,
  deleteLoginAttempt,
} from './login-throttle-repository.js';
export { countOnline } from './presence-repository.js';
export { recentSessions } from './sessions-repository.js';
export {
  consumeLink,
  countLinksSince,
  expireLinks,
  insertLink,
  purgeExpiredLinks,
  type LinkTable,
} from './one-time-links-repository.js';
export { accountAndAddressLimits, perAccountLimit } from './account-budgets.js';
export { endAccountSessions, endGameSessions } from './account-sessions.js';
export { authPlugin } from './auth-plugin.js';
export { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';
export { refuseGuessablePassword } from './password-strength.js';
export { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
export { issueToken, revokeToken } from './sessions.js';
export { bearerToken, hashToken, newToken } from './tokens.js';
