// Timing helpers for the benchmark: warm up, repeat, report the median.

/** @public Keeps results alive so the engine can't drop the measured work. */
export let sink: unknown;

interface Plan {
  warmUp: number;
  repeats: number;
}

export interface Timing {
  median: number;
  fastest: number;
}

/**
 * Median (and fastest) time of each function, run in turn within every repeat so that a
 * busy machine (2 shared cores here) slows them alike and the ratios hold.
 */
export function medianTimes<K extends string>(
  runs: Record<K, () => unknown>,
  { warmUp, repeats }: Plan,
): Record<K, Timing> {
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
  return summarise(entries, times);
}

export async function medianTimesAsync<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
  { warmUp, repeats }: Plan,
): Promise<Record<K, Timing>> {
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
  return summarise(entries, times);
}

function summarise<K extends string>(
  entries: [K, unknown][],
  times: Map<K, number[]>,
): Record<K, Timing> {
  return Object.fromEntries(
    entries.map(([name]) => {
      const sorted = [...(times.get(name) ?? [])].sort((a, b) => a - b);
      const middle = sorted.length >> 1;
      const median =
        sorted.length % 2 === 1
          ? (sorted[middle] as number)
          : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
      return [name, { median, fastest: sorted[0] ?? Number.NaN }];
    }),
  ) as Record<K, Timing>;
}
