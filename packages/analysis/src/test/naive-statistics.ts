// The statistics bundle of docs/product/aviator-analysis.md#statistics computed the plain way with
// simple-statistics: the independent reference for tests and the baseline of
// the benchmark. simple-statistics has no type-7 quartiles, top-3 modes or log
// histogram, so those few lines are written out over its sorted copy.
import {
  max,
  mean,
  median,
  min,
  numericSort,
  standardDeviation,
  sumNthPowerDeviations,
  variance,
} from 'simple-statistics';

export function naiveStatistics(sample: readonly number[]) {
  const n = sample.length;
  const sorted = numericSort([...sample]);
  const type7 = (p: number) => {
    const h = (n - 1) * p;
    const low = sorted[Math.floor(h)] as number;
    const high = sorted[Math.min(n - 1, Math.floor(h) + 1)] as number;
    return low + (h - Math.floor(h)) * (high - low);
  };
  const m2 = variance(sample);
  const counts = new Map<number, number>();
  for (const value of sample) counts.set(value, (counts.get(value) ?? 0) + 1);
  const mode = [...counts]
    .sort(([valueA, countA], [valueB, countB]) => countB - countA || valueA - valueB)
    .slice(0, 3)
    .map(([value]) => value);
  const lowest = min(sample);
  const highest = max(sample);
  const width = (Math.log10(highest) - Math.log10(lowest)) / 10;
  const histogram = new Array<number>(10).fill(0);
  for (const value of sample) {
    const bin = Math.min(9, Math.floor((Math.log10(value) - Math.log10(lowest)) / width));
    histogram[bin] = (histogram[bin] as number) + 1;
  }
  return {
    n,
    mean: mean(sample),
    median: median(sample),
    mode,
    variance: m2,
    standardDeviation: standardDeviation(sample),
    quartiles: { q1: type7(0.25), q2: median(sample), q3: type7(0.75) },
    min: lowest,
    max: highest,
    range: highest - lowest,
    skewness: sumNthPowerDeviations(sample, 3) / n / m2 ** 1.5,
    kurtosis: sumNthPowerDeviations(sample, 4) / n / m2 ** 2 - 3,
    histogram,
  };
}
