// The functions the analysis worker serves, in one object: the worker exposes
// it and the client calls it directly when no worker can run.
import { intervalAnalysis, oddsByHour, positionRepeats, timeEstimate } from './day.js';
import {
  verifyChainRange,
  type RangeOptions,
  type RangeProgress,
  type RangeResult,
  type RangeStart,
} from './fairness/verify-range.js';
import { verifyRounds } from './fairness/verify-rounds.js';
import { verifySegment } from './fairness/verify-segment.js';
import { gapContext, nextRoundAfterGaps } from './odds/gaps.js';
import { hourTest, hourTestOfRounds } from './odds/hour-test.js';
import { oddsVsObserved } from './odds/observed.js';
import { positionOfLast } from './positions.js';
import { describeOdds } from './statistics.js';
import { replayOnHistory } from './strategy/replay.js';
import { simulateShare, simulateStrategy } from './strategy/simulate.js';

/** A range check as it crosses to the worker: data only, the clock is the worker's. */
export type RangeRequest = Omit<RangeOptions, 'now' | 'onProgress' | 'signal'>;

/**
 * Gets every progress report; answering true stops the walk at that report.
 * From the page it is a comlink proxy, so the worker's walk pauses for the
 * answer and a cancel button is heard while 100,000 rounds are hashed.
 */
export type RangeReporter = (progress: RangeProgress) => boolean | Promise<boolean>;

async function verifyChainRangeReporting(
  start: RangeStart,
  request: RangeRequest,
  report?: RangeReporter,
): Promise<RangeResult> {
  const signal = { aborted: false };
  return verifyChainRange(start, {
    ...request,
    // The worker's edge: the walker itself takes its clock as a parameter.
    now: () => performance.now(),
    signal,
    ...(report && {
      onProgress: async (progress: RangeProgress) => {
        if (await report(progress)) signal.aborted = true;
      },
    }),
  });
}

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
  verifyChainRange: verifyChainRangeReporting,
  verifySegment,
};

export type AnalysisApi = typeof analysisApi;
