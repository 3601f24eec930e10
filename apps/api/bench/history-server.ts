// The server history-bench.ts measures, in a process of its own started by
// plain node with the api's flags, so it runs the build (dist/) as production
// does: tsx would load the sources and compile them with helpers of its own
// (esbuild's keepNames wraps every function a request creates), which the
// production server, compiled by tsc, never pays. Node strips the types of
// this file; what it imports from the api resolves to dist/.
//
// Besides the api it answers a route returning a pre-built copy of
// history-odd's answer, and over IPC it reports its CPU time (and takes a CPU
// profile) between two messages of the bench.
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { buildApp } from '#/app.js';
import type { Database } from '#/db/database.js';
import { openPglite } from '#/db/pglite.js';
import { openPostgres } from '#/db/postgres.js';
import { loadConfig } from '#/env.js';
import { startProfiling, type Profiling } from './cpu-profile.ts';

/** What the bench hears from this process. */
export type ServerMessage =
  | { type: 'ready'; address: string; engine: string }
  | { type: 'started' }
  | { type: 'stopped'; cpuMicros: number; kernelMicros: number; gc: GcTotals };

/** The pauses of the main thread for garbage collection over a pass, by kind. */
export interface GcTotals {
  scavenges: number;
  scavengeMs: number;
  /** Mark-compact, the full collections. */
  fullCollections: number;
  fullCollectionMs: number;
}

/** What this process hears from the bench; `profile` names the file to write. */
export type BenchMessage = { type: 'start'; profile?: string } | { type: 'stop' };

const send = (message: ServerMessage) => process.send?.(message);

// history-bench.ts names the database and the read (its path and query).
const { BENCH_DATA_DIR = '', BENCH_DATABASE_URL, BENCH_HISTORY_ODD = '' } = process.env;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  ...(BENCH_DATABASE_URL === undefined
    ? { DATA_DIR: BENCH_DATA_DIR }
    : { DATABASE_URL: BENCH_DATABASE_URL }),
  SEED: 'false',
  // autocannon calls from one address: the per-address read limit would answer 429.
  HISTORY_MAX_PER_IP_PER_MINUTE: '1000000000',
});
const db: Database =
  BENCH_DATABASE_URL === undefined
    ? await openPglite(BENCH_DATA_DIR)
    : openPostgres(BENCH_DATABASE_URL, config.DATABASE_POOL_SIZE);

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
  config,
  db,
  logStream,
  // with-test-postgres hands a superuser, whom production refuses (db/database-roles.ts).
  acceptOwnerRole: true,
});
const historyOdd = BENCH_HISTORY_ODD;
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

let gc: GcTotals = { scavenges: 0, scavengeMs: 0, fullCollections: 0, fullCollectionMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { kind } = (entry as PerformanceEntry & { detail: { kind: number } }).detail;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.fullCollections += 1;
      gc.fullCollectionMs += entry.duration;
    } else if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gc.scavenges += 1;
      gc.scavengeMs += entry.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });

let cpuBefore = process.cpuUsage();
let profiling: Profiling | undefined;
let profileFile: string | undefined;
process.on('message', (message: BenchMessage) => {
  void (async () => {
    if (message.type === 'start') {
      profileFile = message.profile;
      profiling = profileFile === undefined ? undefined : await startProfiling();
      cpuBefore = process.cpuUsage();
      gc = { scavenges: 0, scavengeMs: 0, fullCollections: 0, fullCollectionMs: 0 };
      send({ type: 'started' });
      return;
    }
    const cpu = process.cpuUsage(cpuBefore);
    if (profiling !== undefined && profileFile !== undefined) await profiling.stop(profileFile);
    send({ type: 'stopped', cpuMicros: cpu.user + cpu.system, kernelMicros: cpu.system, gc });
  })();
});
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
send({ type: 'ready', address, engine: db.engine });
