// Rounds are independent: the chance of X on the next round stays p after any
// gap (docs/product/probability-lab.md#gaps-in-context).
import { positionOfLast } from '../positions.js';
import { crashChance } from './crash-chance.js';
import { wilsonInterval, type Interval } from './wilson.js';

/** How often a run of at least `rounds` rounds without reaching `target` happens: (1 − p)^n. */
export function gapTailChance(target: number, rounds: number): number {
  if (!Number.isInteger(rounds) || rounds < 0)
    throw new RangeError(`rounds must be a whole number >= 0: ${rounds}`);
  return (1 - crashChance(target)) ** rounds;
}

export interface GapContext {
  position: number | null;
  /**
   * Rounds since then without the target (position − 1). With no such round in
   * the window, the window's length: the run is at least that long.
   */
  roundsWithout: number;
  tailChance: number;
}

export function gapContext(oddsNewestFirst: ArrayLike<number>, target: number): GapContext {
  const position = positionOfLast(oddsNewestFirst, target);
  const roundsWithout = position === null ? oddsNewestFirst.length : position - 1;
  return { position, roundsWithout, tailChance: gapTailChance(target, roundsWithout) };
}

export interface GapBucket {
  from: number;
  to: number | null;
  trials: number;
  hits: number;
  rate: number | null;
  interval: Interval | null;
}

export interface NextRoundAfterGaps {
  target: number;
  theoretical: number;
  buckets: GapBucket[];
}

export interface GapBucketOptions {
  bucketSize?: number;
  bucketCount?: number;
}

/** Rounds before the window's first hit are left out: the window doesn't say how long their gap is. */
export function nextRoundAfterGaps(
  oddsNewestFirst: ArrayLike<number>,
  target: number,
  { bucketSize = 10, bucketCount = 10 }: GapBucketOptions = {},
): NextRoundAfterGaps {
  if (!Number.isInteger(bucketSize) || bucketSize < 1 || !Number.isInteger(bucketCount))
    throw new RangeError('bucketSize and bucketCount must be whole numbers >= 1');
  if (bucketCount < 1) throw new RangeError('bucketCount must be >= 1');
  const trials = new Array<number>(bucketCount).fill(0);
  const hits = new Array<number>(bucketCount).fill(0);
  let gap = -1; // unknown until the first hit
  for (let index = oddsNewestFirst.length - 1; index >= 0; index--) {
    const hit = (oddsNewestFirst[index] as number) >= target;
    if (gap >= 0) {
      const bucket = Math.min(Math.floor(gap / bucketSize), bucketCount - 1);
      trials[bucket] = (trials[bucket] as number) + 1;
      if (hit) hits[bucket] = (hits[bucket] as number) + 1;
    }
    if (hit) gap = 0;
    else if (gap >= 0) gap++;
  }
  return {
    target,
    theoretical: crashChance(target),
    buckets: trials.map((bucketTrials, bucket) => {
      const bucketHits = hits[bucket] as number;
      return {
        from: bucket * bucketSize,
        to: bucket === bucketCount - 1 ? null : (bucket + 1) * bucketSize - 1,
        trials: bucketTrials,
        hits: bucketHits,
        rate: bucketTrials === 0 ? null : bucketHits / bucketTrials,
        interval: wilsonInterval(bucketHits, bucketTrials),
      };
    }),
  };
}
