import type { DistinctValues } from './distinct-values.js';

/**
 * Quantile by linear interpolation between closest ranks (R type 7, numpy's
 * default): h = (n - 1)p, then x[floor h] + (h - floor h)(x[floor h + 1] - x[floor h])
 * over the sorted sample, read here from the distinct-value table.
 */
export function quantileType7(table: DistinctValues, cumulative: Float64Array, p: number): number {
  const h = (table.n - 1) * p;
  const lowerRank = Math.floor(h);
  const lower = valueAtRank(table, cumulative, lowerRank);
  const fraction = h - lowerRank;
  if (fraction === 0) return lower;
  const upper = valueAtRank(table, cumulative, lowerRank + 1);
  return lower + fraction * (upper - lower);
}

export function cumulativeCounts(table: DistinctValues): Float64Array {
  const cumulative = new Float64Array(table.counts.length);
  let total = 0;
  const size = cumulative.length;
  for (let index = 0; index < size; index++) {
    total += table.counts[index] as number;
    cumulative[index] = total;
  }
  return cumulative;
}

function valueAtRank(table: DistinctValues, cumulative: Float64Array, rank: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] as number) > rank) high = middle;
    else low = middle + 1;
  }
  return table.values[low] as number;
}
