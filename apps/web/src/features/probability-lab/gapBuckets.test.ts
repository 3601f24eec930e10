import { nextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import { describe, expect, it } from 'vitest';
import { bucketLabel, chartBuckets, MIN_BUCKET_ROUNDS } from './gapBuckets.ts';

describe('gap buckets on the chart', () => {
  it('keeps a point only where 30 rounds or more came after the run', () => {
    const buckets = [
      { from: 0, to: 9, trials: 312, rate: 0.032 },
      { from: 10, to: 19, trials: MIN_BUCKET_ROUNDS, rate: 0.1 },
      { from: 20, to: 29, trials: MIN_BUCKET_ROUNDS - 1, rate: 0.15 },
      { from: 90, to: null, trials: 0, rate: null },
    ];
    expect(chartBuckets(buckets)).toEqual([
      { tick: '0', trials: 312, rate: 0.032, thin: false },
      { tick: '10', trials: 30, rate: 0.1, thin: false },
      // 29 rounds: greyed, no point, however high its share.
      { tick: '20', trials: 29, rate: null, thin: true },
      { tick: '90+', trials: 0, rate: null, thin: true },
    ]);
  });

  it('writes ticks of at most 3 characters, so ten fit under a 360-px chart', () => {
    // One 30x, then 200 rounds without: every bucket has rounds, the last is open.
    const odds = [...new Array<number>(200).fill(1.5), 35];
    const ticks = chartBuckets(nextRoundAfterGaps(odds, 30).buckets).map((bucket) => bucket.tick);
    expect(ticks).toEqual(['0', '10', '20', '30', '40', '50', '60', '70', '80', '90+']);
    expect(Math.max(...ticks.map((tick) => tick.length))).toBeLessThanOrEqual(3);
  });

  it('names buckets in full for the table', () => {
    expect(bucketLabel({ from: 10, to: 19 })).toBe('10–19');
    expect(bucketLabel({ from: 90, to: null })).toBe('90 ou mais');
  });
});
