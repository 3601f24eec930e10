// How many test files run at once, each on an api of its own: a browser step
// waits on the page far more than it computes, so two files keep two cores
// busy where one leaves the second idle (README.md, "What a run does").
// The same number sizes vitest's pool (vitest.config.ts) and the apis the
// global setup starts.
import { availableParallelism } from 'node:os';

const DEFAULT_WORKERS = 2;

/** An api of your own (E2E_BASE_URL) is one database: its files take turns. */
export function e2eWorkers(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = availableParallelism(),
): number {
  if (env.E2E_BASE_URL) return 1;
  const asked = Number(env.E2E_WORKERS ?? String(Math.min(DEFAULT_WORKERS, cores)));
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}
