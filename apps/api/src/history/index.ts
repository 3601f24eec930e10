export { chainById, rebuildChain } from './chains-repository.js';
export {
  firstRoundCrashedAfter,
  latestRoundWithChain,
  type LatestRound,
  recentCrashPoints,
} from './rounds-repository.js';
