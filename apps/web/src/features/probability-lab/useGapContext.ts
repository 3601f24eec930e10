import type { GapContext, NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { useCallback, useState } from 'react';
import type { AnalysisClient } from '#/lib/analysis-worker/workerClient.ts';
import { chartBuckets } from './gapBuckets.ts';
import { useAnalysis } from './useAnalysis.ts';

export interface GapContextData {
  /** The candle the chart is about. */
  target: number;
  setTarget: (target: number) => void;
  /** One per POSITION_THRESHOLDS entry, in that order; null until the worker answers. */
  gaps: readonly GapContext[] | null;
  afterGaps: NextRoundAfterGaps | null;
  /** Rounds after a run, over every bucket. */
  trials: number;
  /** Some bucket has too few rounds to be drawn. */
  thin: boolean;
}

export function useGapContext(
  windowOdds: readonly number[],
  dayOdds: readonly number[],
): GapContextData {
  const [target, setTarget] = useState<number>(POSITION_THRESHOLDS[0]);
  const gaps = useAnalysis(
    useCallback(
      (client: AnalysisClient) =>
        Promise.all(
          POSITION_THRESHOLDS.map((threshold) => client.gapContext(windowOdds, threshold)),
        ),
      [windowOdds],
    ),
  );
  const afterGaps = useAnalysis(
    useCallback(
      (client: AnalysisClient) => client.nextRoundAfterGaps(dayOdds, target),
      [dayOdds, target],
    ),
  );
  const trials = afterGaps?.buckets.reduce((sum, bucket) => sum + bucket.trials, 0) ?? 0;
  const thin = afterGaps ? chartBuckets(afterGaps.buckets).some((bucket) => bucket.thin) : false;
  return { target, setTarget, gaps, afterGaps, trials, thin };
}
