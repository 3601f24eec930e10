// How many test files run at once, each on an api of its own: a browser step
// waits on the page far more than it computes, so two files keep two cores
// busy where one leaves the second idle. One by default until the layout
// flow holds under two on a loaded machine (README.md, "What a run does").
// The same number sizes vitest's pool (vitest.config.ts) and the apis the
// global setup starts.

/** An api of your own (E2E_BASE_URL) is one database: its files take turns. */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  if (env.E2E_BASE_URL) return 1;
  const asked = Number(env.E2E_WORKERS ?? '1');
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}
