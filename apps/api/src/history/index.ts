// The door of history/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { chainById, rebuildChain } from './chains-repository.js';
export {
  firstRoundCrashedAfter,
  latestRoundWithChain,
  type LatestRound,
  recentCrashPoints,
} from './rounds-repository.js';
