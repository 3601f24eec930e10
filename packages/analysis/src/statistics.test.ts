import { describe, expect, it } from 'vitest';
import { describeOdds } from './statistics.js';

// Expected values computed with numpy 2.4 (mean, percentile, var, std,
// histogram of log10) and scipy 1.17 (skew, kurtosis) on the same numbers.
describe('describeOdds', () => {
  it('matches numpy and scipy on a small window', () => {
    const statistics = describeOdds([1.5, 2, 2, 3.33, 10, 1.01]);
    expect(statistics.n).toBe(6);
    expect(statistics.mean).toBeCloseTo(3.3066666666666666, 14);
    expect(statistics.median).toBe(2);
    expect(statistics.quartiles).toEqual({
      q1: 1.625,
      q2: 2,
      q3: expect.closeTo(2.9975, 14) as number,
    });
    expect(statistics.variance).toBeCloseTo(9.459122222222222, 13);
    expect(statistics.standardDeviation).toBeCloseTo(3.0755686014495307, 14);
    expect(statistics.skewness).toBeCloseTo(1.5891610058812045, 13);
    expect(statistics.kurtosis).toBeCloseTo(0.8211984007950957, 13);
    expect(statistics.min).toBe(1.01);
    expect(statistics.max).toBe(10);
    expect(statistics.range).toBeCloseTo(8.99, 14);
    expect(statistics.histogram.map((bin) => bin.count)).toEqual([1, 1, 2, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('interpolates quartiles between ranks (type 7) and reads negative skew', () => {
    const statistics = describeOdds([5.5, 1, 2, 1]);
    expect(statistics.quartiles).toEqual({ q1: 1, q2: 1.5, q3: 2.875 });
    expect(statistics.variance).toBe(3.421875);
    expect(statistics.skewness).toBeCloseTo(0.9978697176912956, 13);
    expect(statistics.kurtosis).toBeCloseTo(-0.8107837618064679, 13);
  });

  it('orders modes by count, then by the smaller value on ties', () => {
    expect(describeOdds([3, 3, 2, 2, 5, 5, 5, 1, 1.5]).mode).toEqual([5, 2, 3]);
    expect(describeOdds([4, 2, 9, 1.5]).mode).toEqual([1.5, 2, 4]);
    expect(describeOdds([7, 7]).mode).toEqual([7]);
  });

  it('gives n = 0 and nulls for an empty window', () => {
    expect(describeOdds([])).toEqual({
      n: 0,
      mean: null,
      median: null,
      mode: [],
      variance: null,
      standardDeviation: null,
      quartiles: { q1: null, q2: null, q3: null },
      min: null,
      max: null,
      range: null,
      skewness: null,
      kurtosis: null,
      histogram: [],
    });
  });

  it('defines location but not spread or shape for a single odd', () => {
    const statistics = describeOdds([2.37]);
    expect(statistics).toMatchObject({
      n: 1,
      mean: 2.37,
      median: 2.37,
      mode: [2.37],
      quartiles: { q1: 2.37, q2: 2.37, q3: 2.37 },
      min: 2.37,
      max: 2.37,
      range: 0,
      variance: null,
      standardDeviation: null,
      skewness: null,
      kurtosis: null,
    });
    expect(statistics.histogram).toEqual([{ from: 2.37, to: 2.37, count: 1 }]);
  });

  it('has zero variance but no skewness or kurtosis for constant odds', () => {
    const statistics = describeOdds([1.1, 1.1, 1.1]);
    expect(statistics).toMatchObject({
      mean: 1.1,
      variance: 0,
      standardDeviation: 0,
      skewness: null,
      kurtosis: null,
    });
    expect(statistics.histogram).toEqual([{ from: 1.1, to: 1.1, count: 3 }]);
  });

  it('builds 10 log10 bins from min to max with the last one closed', () => {
    const { histogram } = describeOdds([1, 10, 100, 1000, 10_000, 1e10]);
    expect(histogram).toHaveLength(10);
    expect(histogram[0]?.from).toBe(1);
    expect(histogram[9]?.to).toBe(1e10);
    // Edges are powers of ten here: each value sits on a left edge, 1e10 on the closed right end.
    expect(histogram.map((bin) => bin.count)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 1]);
    histogram.slice(0, 9).forEach((bin, index) => {
      expect(bin.to).toBe(histogram[index + 1]?.from);
    });
  });

  it('gives the same answer for odds with more than two decimals (sort path)', () => {
    const twoDecimals = describeOdds([1.5, 2, 2, 3.33, 10, 1.01]);
    const general = describeOdds([1.5, 2, 2, 3.33, 10, 1.01, 1.005]);
    expect(general.n).toBe(7);
    expect(general.min).toBe(1.005);
    expect(describeOdds([1.01, 1.5, 2, 2, 3.33, 10].map((odd) => odd + 0.001)).mean).toBeCloseTo(
      (twoDecimals.mean ?? 0) + 0.001,
      12,
    );
  });

  it('counts odds of 1000x and above like the rest', () => {
    const statistics = describeOdds([1000, 1000, 999.99, 250_000.5, 1.01]);
    expect(statistics.mode).toEqual([1000, 1.01, 999.99]);
    expect(statistics.max).toBe(250_000.5);
    expect(statistics.median).toBe(1000);
  });

  it('rejects values that are not odds', () => {
    for (const bad of [0, -1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => describeOdds([2, bad])).toThrow(RangeError);
    }
  });
});
