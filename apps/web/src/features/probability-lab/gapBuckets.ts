import type { GapBucket } from '@velas/analysis/odds/gaps';
import { probabilityLabCopy } from './copy.ts';

/** "0–9", "10–19", ..., "90 ou mais" for the last, open bucket. */
export const bucketLabel = (bucket: Pick<GapBucket, 'from' | 'to'>) =>
  bucket.to === null ? probabilityLabCopy.lastBucket(bucket.from) : `${bucket.from}–${bucket.to}`;

/**
 * Fewer rounds than this after a run and the bucket's share is mostly luck: a
 * handful of rounds after 80 without a 30x can show 15% and read as "due". Such
 * buckets keep their place on the axis, greyed, without a point.
 */
export const MIN_BUCKET_ROUNDS = 30;

export interface ChartBucket {
  /** The axis label: where the bucket starts ("0", "10", … "90+"), short enough for 360 px. */
  tick: string;
  /** Rounds after a run in this bucket: the sample size printed under the tick. */
  trials: number;
  /** The observed share, or null for a thin bucket (no point is drawn). */
  rate: number | null;
  thin: boolean;
}

export function chartBuckets(
  buckets: readonly Pick<GapBucket, 'from' | 'to' | 'trials' | 'rate'>[],
  minRounds = MIN_BUCKET_ROUNDS,
): ChartBucket[] {
  return buckets.map((bucket) => {
    const thin = bucket.trials < minRounds || bucket.rate === null;
    return {
      tick: bucket.to === null ? `${bucket.from}+` : String(bucket.from),
      trials: bucket.trials,
      rate: thin ? null : bucket.rate,
      thin,
    };
  });
}
