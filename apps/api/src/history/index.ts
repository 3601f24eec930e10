export { chainById, rebuildChain } from './chains-repository.js';
export {
  firstRoundCrashedAfter,
  latestRoundWithChain,
  type LatestRound,
  latestRounds,
} from './rounds-repository.js';
