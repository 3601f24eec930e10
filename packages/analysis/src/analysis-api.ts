// The functions the analysis worker serves, in one object: the worker exposes
// it and the client calls it directly when no worker can run.
import { intervalAnalysis, oddsByHour, positionRepeats, timeEstimate } from './day.js';
import { gapContext, nextRoundAfterGaps } from './odds/gaps.js';
import { hourTest, hourTestOfRounds } from './odds/hour-test.js';
import { oddsVsObserved } from './odds/observed.js';
import { positionOfLast } from './positions.js';
import { describeOdds } from './statistics.js';
import { replayOnHistory } from './strategy/replay.js';
import { simulateStrategy } from './strategy/simulate.js';

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
  replayOnHistory,
};

export type AnalysisApi = typeof analysisApi;
