// describeOdds against an independent implementation (simple-statistics) on
// generated crash rounds, within 1e-9 relative.
import { describe, expect, it } from 'vitest';
import { describeOdds } from './statistics.js';
import { crashOdds } from './test/crash-odds.js';
import { naiveStatistics } from './test/naive-statistics.js';

function expectRelativelyClose(actual: number | null, expected: number): void {
  expect(actual).not.toBeNull();
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  expect(Math.abs((actual ?? Number.NaN) - expected) / scale).toBeLessThanOrEqual(1e-9);
}

describe('describeOdds on crash data, against simple-statistics', () => {
  for (const [count, seed] of [
    [2, 1],
    [7, 2],
    [1000, 3],
    [100_000, 4],
  ] as const) {
    it(`agrees on ${count} rounds`, () => {
      const odds = crashOdds(count, seed);
      const actual = describeOdds(odds);
      const expected = naiveStatistics([...odds]);
      expect(actual.n).toBe(expected.n);
      for (const key of [
        'mean',
        'median',
        'variance',
        'standardDeviation',
        'min',
        'max',
        'range',
      ] as const) {
        expectRelativelyClose(actual[key], expected[key]);
      }
      for (const key of ['q1', 'q2', 'q3'] as const) {
        expectRelativelyClose(actual.quartiles[key], expected.quartiles[key]);
      }
      expectRelativelyClose(actual.skewness, expected.skewness);
      expectRelativelyClose(actual.kurtosis, expected.kurtosis);
      expect(actual.mode).toEqual(expected.mode);
      expect(actual.histogram.map((bin) => bin.count)).toEqual(expected.histogram);
    });
  }
});
