import { HISTOGRAM_BINS, MODE_SIZE } from '@velas/domain/constants';
import type { OddStatistics } from '@velas/domain/schemas/statistics';
import { countTwoDecimalOdds, sortDistinctValues } from './statistics/distinct-values.js';
import { logHistogram } from './statistics/histogram.js';
import { topModes } from './statistics/mode.js';
import { moments } from './statistics/moments.js';
import { cumulativeCounts, quantileType7 } from './statistics/quantiles.js';

/**
 * Two-decimal odds (every crash odd) take a counting path in one pass;
 * anything else a sort-based path with the same results.
 */
export function describeOdds(odds: ArrayLike<number>): OddStatistics {
  const table = countTwoDecimalOdds(odds) ?? sortDistinctValues(odds);
  const { n, values } = table;
  if (n === 0) {
    return {
      n,
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
    };
  }

  const cumulative = cumulativeCounts(table);
  const q2 = quantileType7(table, cumulative, 0.5);
  const min = values[0] as number;
  const max = values[values.length - 1] as number;
  const { mean, m2, m3, m4 } = moments(table);
  const hasSpread = n >= 2;
  // Zero variance happens exactly when every odd is the same value.
  const hasShape = values.length > 1;
  return {
    n,
    mean,
    median: q2,
    mode: topModes(table, MODE_SIZE),
    variance: hasSpread ? m2 : null,
    standardDeviation: hasSpread ? Math.sqrt(m2) : null,
    quartiles: {
      q1: quantileType7(table, cumulative, 0.25),
      q2,
      q3: quantileType7(table, cumulative, 0.75),
    },
    min,
    max,
    range: max - min,
    skewness: hasShape ? m3 / m2 ** 1.5 : null,
    kurtosis: hasShape ? m4 / (m2 * m2) - 3 : null,
    histogram: logHistogram(table, HISTOGRAM_BINS),
  };
}
