// Independent of the product's code: the screen is checked against the candles it shows.

function quantile(sorted: readonly number[], q: number): number {
  // R type 7 / numpy's default: linear between closest ranks.
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[above] ?? Number.NaN;
  return low + (high - low) * (position - below);
}

export interface ExpectedStatistics {
  median: number;
  mean: number;
  mode: number;
  min: number;
  max: number;
  range: number;
  positions: (number | null)[];
}

export function expectedStatistics(oddsNewestFirst: readonly number[]): ExpectedStatistics {
  const sorted = [...oddsNewestFirst].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const odd of sorted) counts.set(odd, (counts.get(odd) ?? 0) + 1);
  const [mode] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [NaN];
  const min = sorted[0] ?? NaN;
  const max = sorted.at(-1) ?? NaN;
  return {
    median: quantile(sorted, 0.5),
    mean: sorted.reduce((sum, odd) => sum + odd, 0) / sorted.length,
    mode,
    min,
    max,
    range: max - min,
    positions: [30, 50, 100].map((threshold) => {
      const index = oddsNewestFirst.findIndex((odd) => odd >= threshold);
      return index === -1 ? null : index + 1;
    }),
  };
}

export function parseOdd(text: string): number {
  return Number(text.trim().replace(/x$/i, '').replace(/\./g, '').replace(',', '.'));
}
