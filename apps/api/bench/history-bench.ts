// `npm run bench` for the history service:
//   1. a first start of the built server on a fresh database: when /health
//      answers, what the server did before, step by step, and when the 7-day
//      backfill is done (target: docs/architecture.md#performance-targets);
//   2. with >= 1M rounds stored, GET history-odd for 1000 candles under
//      autocannon (c=50) next to a route returning a pre-built 1000-candle JSON,
//      in the same server and run (targets: docs/architecture.md#performance-targets),
//      with the server's CPU per request for each.
import { Writable } from 'node:stream';
import { saoPauloToday } from '@velas/domain/calendar';
import { buildApp } from '#/app.js';
import { openPglite } from '#/db/pglite.js';
import { loadConfig } from '#/env.js';
import type { StartUpStep } from '#/start-up/start-up-steps.js';
import { load, type LoadResult } from './autocannon.js';
import { measureFirstStart, type FirstStart } from './first-start.js';
import { BENCH_HOUSE, ensureRounds } from './seed-rounds.js';

const DATA_DIR = new URL('../../../.cache/bench/history-pglite', import.meta.url).pathname;
const MINIMUM_ROUNDS = 1_000_000;
const CONNECTIONS = 50;
const SECONDS = 10;
// `--passes=N` for more alternating passes (a noisy machine).
const PASSES = Number(
  process.argv.find((arg) => arg.startsWith('--passes='))?.slice('--passes='.length) ?? 2,
);
const FIRST_START_TARGET_MS = 3_000;

type Measured = LoadResult & { cpuMicrosPerRequest: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// `--skip-first-start` measures only the throughput part (no build needed);
// `--first-start-only` only the first start. `--first-starts=N` (default 3)
// first starts, reported with their median; `--first-start-server=PATH` another
// build's dist/server.js, e.g. the code before a change (a copy of its dist/
// inside apps/api, so it finds the same node_modules).
const firstStartOnly = process.argv.includes('--first-start-only');
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
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
const rounds = await ensureRounds(DATA_DIR, MINIMUM_ROUNDS);
const db = await openPglite(DATA_DIR);
// Info logs only until the simulator reports that every house it plays has
// caught up (rebuilding its chain and storing the rounds due since the data
// was made, 7 days for a house the data does not hold): a backfill on the
// same thread would weigh on whichever route it overlapped. The measured part
// runs at warn, without per-request log lines.
const caughtUpHouses = new Set<string>();
let onCaughtUp: () => void = () => undefined;
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line.includes('round simulator caught up')) {
        caughtUpHouses.add((JSON.parse(line) as { betHouse: string }).betHouse);
        onCaughtUp();
      }
    done();
  },
});
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR,
    SEED: 'false',
    // autocannon calls from one address: the per-address read limit would answer 429.
    HISTORY_MAX_PER_IP_PER_MINUTE: '1000000000',
  }),
  db,
  logStream,
});
const historyOdd = `/history-api/history-odd?date=${saoPauloToday(Date.now())}&numberVelas=1000&betHouse=${BENCH_HOUSE}`;
// The yardstick: the same bytes as history-odd's answer, with no query,
// validation or cache behind them. Registered here only, never in the product.
let prebuiltJson = Buffer.alloc(0);
app.get('/bench/prebuilt-candles', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(prebuiltJson),
);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const playedHouses = app.settings.operator.simulatedBetHouses ?? [];
await new Promise<void>((resolve) => {
  onCaughtUp = () => {
    if (playedHouses.every((house) => caughtUpHouses.has(house))) resolve();
  };
  onCaughtUp();
});
app.log.level = 'warn';
const candles = (await (await fetch(`${address}${historyOdd}`)).json()) as unknown[];
if (candles.length !== 1000)
  throw new Error(`history-odd answered ${candles.length} candles, not 1000`);
// Serialized here to UTF-8 bytes, as the cache holds it: the same bytes, sent the same way.
prebuiltJson = Buffer.from(JSON.stringify(candles));

try {
  const coldStarted = performance.now();
  await fetch(`${address}${historyOdd.replace('numberVelas=1000', 'numberVelas=999')}`);
  const coldMs = performance.now() - coldStarted;
  console.log(
    `[bench] ${rounds} rounds stored; one uncached history-odd (999 candles): ${coldMs.toFixed(0)} ms`,
  );
  console.log(
    `[bench] ${CONNECTIONS} connections, ${PASSES} x ${SECONDS} s per route, alternating`,
  );
  await load(`${address}${historyOdd}`, { connections: CONNECTIONS, seconds: 2 }); // warm-up
  const prebuilt: Measured[] = [];
  const history: Measured[] = [];
  const show = (name: string, result: Measured) => {
    console.log(
      `[bench]   ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ` +
        `server CPU ${result.cpuMicrosPerRequest.toFixed(0)} µs/request`,
    );
  };
  const routes = [
    { name: 'pre-built', url: `${address}/bench/prebuilt-candles`, results: prebuilt },
    { name: 'history-odd', url: `${address}${historyOdd}`, results: history },
  ];
  for (let pass = 0; pass < PASSES; pass += 1) {
    // Each route goes first in every other pass, so neither gains from the order.
    for (const route of pass % 2 === 0 ? routes : [...routes].reverse()) {
      const cpuBefore = process.cpuUsage();
      const result = await load(route.url, { connections: CONNECTIONS, seconds: SECONDS });
      const cpu = process.cpuUsage(cpuBefore);
      const measured = {
        ...result,
        cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests),
      };
      route.results.push(measured);
      show(route.name, measured);
    }
  }
  const mean = (results: LoadResult[]) =>
    results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length;
  const meanCpu = (results: Measured[]) =>
    results.reduce((sum, r) => sum + r.cpuMicrosPerRequest, 0) / results.length;
  const worstP99 = (results: LoadResult[]) => Math.max(...results.map((r) => r.p99Ms));
  const failures = [...prebuilt, ...history].reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  const ratio = mean(history) / mean(prebuilt);
  console.log(
    `[bench] pre-built 1000-candle JSON: ${mean(prebuilt).toFixed(0)} req/s, p99 ${worstP99(prebuilt)} ms`,
  );
  console.log(
    `[bench] history-odd (1000 candles): ${mean(history).toFixed(0)} req/s, p99 ${worstP99(history)} ms`,
  );
  console.log(
    `[bench] ratio ${(ratio * 100).toFixed(1)}% (target >= 100%: ${ratio >= 1 ? 'met' : 'not met'}), ` +
      `history-odd p99 ${worstP99(history)} ms (target < 30 ms: ${worstP99(history) < 30 ? 'met' : 'not met'}), ` +
      `failed requests ${failures}`,
  );
  // The server's own CPU per request (this process: the server and the
  // simulator; autocannon runs in its own): less swayed than req/s by what
  // else the machine runs.
  console.log(
    `[bench] server CPU per request: pre-built ${meanCpu(prebuilt).toFixed(0)} µs, ` +
      `history-odd ${meanCpu(history).toFixed(0)} µs, ratio ${((meanCpu(prebuilt) / meanCpu(history)) * 100).toFixed(1)}%`,
  );
} finally {
  await app.close();
}
