import { describe, expect, it } from 'vitest';
import { crashOdds } from '../test/crash-odds.js';
import { gapContext, gapTailChance, nextRoundAfterGaps } from './gaps.js';

describe('gapTailChance', () => {
  it('is (1 − 0.97/x)^n', () => {
    expect(gapTailChance(100, 0)).toBe(1);
    expect(gapTailChance(100, 1)).toBeCloseTo(0.9903, 15);
    expect(gapTailChance(30, 35)).toBeCloseTo((1 - 0.97 / 30) ** 35, 15);
    expect(() => gapTailChance(30, -1)).toThrow(RangeError);
  });

  it('equals the share of n-round stretches without x over every outcome of n rounds (exact enumeration)', () => {
    // Each round reaches 2x or not; enumerate all 2^n sequences with their probabilities.
    const p = 0.97 / 2;
    for (let n = 1; n <= 10; n++) {
      let withoutAny = 0;
      for (let mask = 0; mask < 2 ** n; mask++) {
        const hits = mask
          .toString(2)
          .split('')
          .filter((bit) => bit === '1').length;
        if (hits === 0) withoutAny += p ** hits * (1 - p) ** (n - hits);
      }
      expect(gapTailChance(2, n)).toBeCloseTo(withoutAny, 15);
    }
  });
});

describe('gapContext', () => {
  it('counts the rounds since the last hit from its position', () => {
    const context = gapContext([1.2, 3, 50, 2], 30);
    expect(context).toEqual({ position: 3, roundsWithout: 2, tailChance: (1 - 0.97 / 30) ** 2 });
  });

  it('uses the whole window as a lower bound when the target never came', () => {
    expect(gapContext([1.2, 3, 2], 100)).toMatchObject({ position: null, roundsWithout: 3 });
  });
});

describe('nextRoundAfterGaps', () => {
  it('buckets each round by the run before it, oldest first, skipping rounds before the first hit', () => {
    // Time order (oldest first): 1, 40, 40, then 12 misses, then 40, 1.
    const timeOrder = [1, 40, 40, ...new Array<number>(12).fill(1.5), 40, 1];
    const newestFirst = [...timeOrder].reverse();
    const { buckets, theoretical } = nextRoundAfterGaps(newestFirst, 30, { bucketCount: 3 });
    expect(theoretical).toBeCloseTo(0.97 / 30, 15);
    // After the first 40: the second 40 (gap 0, hit), then misses with gaps
    // 0..11, then 40 with gap 12, then 1 with gap 0.
    expect(buckets[0]).toMatchObject({ from: 0, to: 9, trials: 12, hits: 1 });
    expect(buckets[1]).toMatchObject({ from: 10, to: 19, trials: 3, hits: 1 });
    expect(buckets[2]).toMatchObject({
      from: 20,
      to: null,
      trials: 0,
      hits: 0,
      rate: null,
      interval: null,
    });
    expect(buckets[0]?.rate).toBeCloseTo(1 / 12, 15);
  });

  it('finds no "due" effect in independent rounds: every bucket sits on the flat line', () => {
    const odds = crashOdds(200_000, 16);
    const { buckets, theoretical } = nextRoundAfterGaps(odds, 10, { bucketCount: 4 });
    for (const bucket of buckets) {
      expect(bucket.trials).toBeGreaterThan(1000);
      // Within 4 standard errors: 10 buckets at 95% would miss by chance too often.
      const standardError = Math.sqrt((theoretical * (1 - theoretical)) / bucket.trials);
      expect(Math.abs((bucket.rate ?? Number.NaN) - theoretical)).toBeLessThan(4 * standardError);
    }
    const total = buckets.reduce((sum, bucket) => sum + bucket.trials, 0);
    expect(total).toBeLessThan(odds.length);
  });
});
