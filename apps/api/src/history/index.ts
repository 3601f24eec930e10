export { chainById, rebuildChain } from './fairness/chains-repository.js';
export {
  firstRoundCrashedAfter,
  latestRoundWithChain,
  type LatestRound,
  latestRounds,
} from './rounds/rounds-repository.js';
export { crashPoint } from './fairness/fairness.js';
export type { HashChain } from './fairness/fairness.js';
export { historyPlugin } from './history-plugin.js';
export {
  BETTING_PHASE_MS,
  GROWTH_PER_MS,
  flightMs,
  multiplierAt,
  nextCrashTime,
} from './simulator/schedule.js';
