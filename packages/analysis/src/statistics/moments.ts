import type { DistinctValues } from './distinct-values.js';

export interface Moments {
  mean: number;
  /** Central moments m_k = (1/n) Σ (x - mean)^k (population). */
  m2: number;
  m3: number;
  m4: number;
}

/**
 * Stable: no sum of squares. Summed as offsets from the smallest value, so a
 * constant sample has exactly zero moments.
 */
export function moments(table: DistinctValues): Moments {
  const { values, counts, n } = table;
  const origin = values[0] ?? 0;
  const size = values.length;
  let offsetSum = 0;
  for (let index = 0; index < size; index++) {
    offsetSum += ((values[index] as number) - origin) * (counts[index] as number);
  }
  const mean = origin + offsetSum / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let index = 0; index < size; index++) {
    const count = counts[index] as number;
    const deviation = (values[index] as number) - mean;
    const squared = deviation * deviation;
    m2 += count * squared;
    m3 += count * squared * deviation;
    m4 += count * squared * squared;
  }
  return { mean, m2: m2 / n, m3: m3 / n, m4: m4 / n };
}
