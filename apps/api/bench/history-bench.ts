// `npm run bench` for the history service (issue: api part 2):
//   1. a first start of the built server on a fresh database: when /health
//      answers, what the server did before, step by step, and when the 7-day
//      backfill is done (target: /health < 3 s);
//   2. with >= 1M rounds stored, GET history-odd for 1000 candles under
//      autocannon (c=50) next to a route returning a pre-built 1000-candle JSON,
//      in the same server and run (target: >= 100% of its req/s, p99 < 30 ms),
//      with the server's CPU per request for each; on PGlite, or with
//      `--postgres` on the PostgreSQL server of TEST_DATABASE_URL
//      (`pnpm exec with-test-postgres tsx bench/history-bench.ts --postgres`).
// Both parts run the built server (dist/): build first.
import type { StartUpStep } from '#/start-up/start-up-steps.js';
import { measureFirstStart, type FirstStart } from './first-start.js';
import { measureHistoryLoad } from './history-load.js';
import { ensurePostgresRounds, ensureRounds } from './seed-rounds.js';

const DATA_DIR = new URL('../../../.cache/bench/history-pglite', import.meta.url).pathname;
const MINIMUM_ROUNDS = 1_000_000;
// `--passes=N` for more alternating passes (a noisy machine), `--seconds=N` for shorter ones.
const PASSES = Number(
  process.argv.find((arg) => arg.startsWith('--passes='))?.slice('--passes='.length) ?? 2,
);
const SECONDS = Number(
  process.argv.find((arg) => arg.startsWith('--seconds='))?.slice('--seconds='.length) ?? 10,
);
const FIRST_START_TARGET_MS = 3_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// `--skip-first-start` measures only the throughput part;
// `--first-start-only` only the first start. `--first-starts=N` (default 3)
// first starts, reported with their median; `--first-start-server=PATH` another
// build's dist/server.js, e.g. the code before a change (a copy of its dist/
// inside apps/api, so it finds the same node_modules).
const firstStartOnly = process.argv.includes('--first-start-only');
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// `--cpu-prof=DIR` profiles the server over each measured pass, writes the
// profiles there and prints what each route spends per request, function by
// function (the profiler's own cost lowers both routes' req/s).
const profileDirectory = option('cpu-prof');
// `--perf=DIR` records each pass with Linux perf instead (CPU time, not wall
// time: the figures of docs/api/benchmarks.md#history-odd-profile).
const perfDirectory = option('perf');
// `--versus=DIST` runs another build's dist/ (a copy, e.g. apps/api/dist-before
// built from the code before a change) as a second server at the same time,
// the passes alternating between the two.
const versus = option('versus');
if (!process.argv.includes('--skip-first-start')) {
  const runs = Number(option('first-starts') ?? 3);
  const server = option('first-start-server');
  console.log(`[bench] first start × ${runs} (built server, fresh PGlite directory)…`);
  const starts: FirstStart[] = [];
  for (let run = 0; run < runs; run += 1) {
    const first = await measureFirstStart(server);
    starts.push(first);
    console.log(
      `[bench]   run ${run + 1}: /health after ${seconds(first.healthMs)}, ` +
        `${first.rounds} rounds of 7 days backfilled after ${seconds(first.caughtUpMs)}`,
    );
  }
  const health = median(starts.map((start) => start.healthMs));
  console.log(
    `[bench] first start: /health answered after ${seconds(health)} (median of ${runs}; ` +
      `target < 3 s: ${health < FIRST_START_TARGET_MS ? 'met' : 'not met'}); ` +
      `backfill done after ${seconds(median(starts.map((start) => start.caughtUpMs)))}`,
  );
  const printSteps = (title: string, pick: (start: FirstStart) => StartUpStep[]) => {
    console.log(`[bench]   ${title} (ms, median of ${runs}):`);
    const names = starts[0] === undefined ? [] : pick(starts[0]).map(({ step }) => step);
    for (const step of names) {
      const ms = median(starts.map((start) => pick(start).find((s) => s.step === step)?.ms ?? 0));
      console.log(`[bench]     ${String(ms).padStart(6)}  ${step}`);
    }
  };
  printSteps('before listening, from the process start', (start) => start.steps);
  printSteps('once listening, before serving', (start) => start.stepsAfter);
}

if (firstStartOnly) process.exit(0);
const postgresServer = process.env.TEST_DATABASE_URL;
const onPostgres = process.argv.includes('--postgres');
if (onPostgres && postgresServer === undefined)
  throw new Error('--postgres: run it under with-test-postgres, or set TEST_DATABASE_URL');
const stored =
  onPostgres && postgresServer !== undefined
    ? await ensurePostgresRounds(postgresServer, MINIMUM_ROUNDS)
    : { dataDir: DATA_DIR, rounds: await ensureRounds(DATA_DIR, MINIMUM_ROUNDS) };
await measureHistoryLoad({
  database: 'url' in stored ? { url: stored.url } : { dataDir: stored.dataDir },
  rounds: stored.rounds,
  passes: PASSES,
  seconds: SECONDS,
  profileDirectory,
  perfDirectory,
  versus,
});
