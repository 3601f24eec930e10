import type { HistogramBin } from '@velas/domain/schemas/statistics';
import type { DistinctValues } from './distinct-values.js';

/**
 * A sample with a single distinct value has no log-scale width: one bin
 * [value, value] holds every odd, so counts still sum to n.
 */
export function logHistogram(table: DistinctValues, binCount: number): HistogramBin[] {
  const { values, counts, n } = table;
  if (n === 0) return [];
  const min = values[0] as number;
  const max = values[values.length - 1] as number;
  if (min === max) return [{ from: min, to: max, count: n }];

  const logMin = Math.log10(min);
  const width = (Math.log10(max) - logMin) / binCount;
  const edges = Array.from({ length: binCount + 1 }, (_, index) =>
    index === 0 ? min : index === binCount ? max : 10 ** (logMin + index * width),
  );
  // Values are ascending, so one walk along the edges places them all; the
  // reported edges are the truth, so a value on an edge goes to the bin it starts.
  const binCounts = new Array<number>(binCount).fill(0);
  let bin = 0;
  const size = values.length;
  for (let index = 0; index < size; index++) {
    const value = values[index] as number;
    while (bin < binCount - 1 && value >= (edges[bin + 1] as number)) bin++;
    binCounts[bin] = (binCounts[bin] as number) + (counts[index] as number);
  }
  return binCounts.map((count, index) => ({
    from: edges[index] as number,
    to: edges[index + 1] as number,
    count,
  }));
}
