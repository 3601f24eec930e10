// The web's client calls it directly when no worker can run.
import { intervalAnalysis, oddsByHour, positionRepeats, timeEstimate } from './day.js';
import { verifyRounds } from './fairness/verify-rounds.js';
import { verifySegment } from './fairness/verify-segment.js';
import { gapContext, nextRoundAfterGaps } from './odds/gaps.js';
import { hourTest, hourTestOfRounds } from './odds/hour-test.js';
import { oddsVsObserved } from './odds/observed.js';
import { positionOfLast } from './positions.js';
import { describeOdds } from './statistics.js';
import { replayOnHistory } from './strategy/replay.js';
import { simulateShare, simulateStrategy } from './strategy/simulate.js';

export const analysisApi = {
  describeOdds,
  positionOfLast,
  oddsByHour,
  intervalAnalysis,
  positionRepeats,
  timeEstimate,
  oddsVsObserved,
  gapContext,
  nextRoundAfterGaps,
  hourTest,
  hourTestOfRounds,
  simulateStrategy,
  simulateShare,
  replayOnHistory,
  verifyRounds,
  verifySegment,
};

export type AnalysisApi = typeof analysisApi;
