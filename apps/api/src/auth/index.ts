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
