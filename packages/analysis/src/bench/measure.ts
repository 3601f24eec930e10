// Timing helpers for the benchmark: warm up, repeat, report the median.

/** Keeps results alive so the engine can't drop the measured work. */
export let sink: unknown;

interface Plan {
  warmUp: number;
  repeats: number;
}

/**
 * Median time of each function, run in turn within every repeat so that a
 * busy machine (2 shared cores here) slows them alike and the ratios hold.
 */
export function medianTimes<K extends string>(
  runs: Record<K, () => unknown>,
  { warmUp, repeats }: Plan,
): Record<K, number> {
  const entries = Object.entries(runs) as [K, () => unknown][];
  for (let index = 0; index < warmUp; index++) for (const [, run] of entries) sink = run();
  const times = new Map<K, number[]>(entries.map(([name]) => [name, []]));
  for (let index = 0; index < repeats; index++) {
    for (const [name, run] of entries) {
      const start = performance.now();
      sink = run();
      times.get(name)?.push(performance.now() - start);
    }
  }
  return Object.fromEntries(
    entries.map(([name]) => [name, median(times.get(name) ?? [])]),
  ) as Record<K, number>;
}

export async function medianTimesAsync<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
  { warmUp, repeats }: Plan,
): Promise<Record<K, number>> {
  const entries = Object.entries(runs) as [K, () => Promise<unknown>][];
  for (let index = 0; index < warmUp; index++) for (const [, run] of entries) sink = await run();
  const times = new Map<K, number[]>(entries.map(([name]) => [name, []]));
  for (let index = 0; index < repeats; index++) {
    for (const [name, run] of entries) {
      const start = performance.now();
      sink = await run();
      times.get(name)?.push(performance.now() - start);
    }
  }
  return Object.fromEntries(
    entries.map(([name]) => [name, median(times.get(name) ?? [])]),
  ) as Record<K, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
