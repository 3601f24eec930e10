export {
  closingObstacles,
  type ClosingObstacles,
  markAccountClosed,
  selectClosedHolder,
} from './account-closing-repository.js';
export { gameRounds } from './player-rounds-repository.js';
export { recentBlocks, recentLimitChanges } from './protection-history-repository.js';
export {
  insertLimitChange,
  type LimitChange,
  type PlayState,
  type PlayStateRow,
  toPlayState,
} from './protection-repository.js';
export { haltPlay } from './halt-play.js';
export { protectionHook } from './protection-hook.js';
export { protectionRoutes } from './protection-routes.js';
export { assertDepositAllowed, assertMayPlay, betRefusal, chooseLimits } from './protection.js';
