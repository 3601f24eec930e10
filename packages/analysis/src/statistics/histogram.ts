import type { HistogramBin } from '@velas/domain/schemas/statistics';
import type { DistinctValues } from './distinct-values.js';

/**
 * `binCount` bins equally spaced in log10(odd) from min to max; each bin holds
 * from <= odd < to, the last one from <= odd <= to (decisions §4). A sample
 * with a single distinct value has no log-scale width: it gets one bin
 * [value, value] holding every odd, so counts still sum to n.
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
  const binCounts = new Array<number>(binCount).fill(0);
  values.forEach((value, index) => {
    let bin = Math.min(binCount - 1, Math.floor((Math.log10(value) - logMin) / width));
    // Rounding in log10 can put a value that sits on an edge one bin off; the
    // reported edges are the truth, so settle against them.
    while (bin < binCount - 1 && value >= (edges[bin + 1] as number)) bin++;
    while (bin > 0 && value < (edges[bin] as number)) bin--;
    binCounts[bin] = (binCounts[bin] as number) + (counts[index] as number);
  });
  return binCounts.map((count, index) => ({
    from: edges[index] as number,
    to: edges[index + 1] as number,
    count,
  }));
}
