export { chainById, rebuildChain } from './fairness/chains-repository.js';
export {
  firstRoundCrashedAfter,
  latestRoundWithChain,
  type LatestRound,
  latestRounds,
} from './rounds/rounds-repository.js';
