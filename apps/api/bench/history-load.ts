// The load part of the history bench: history-odd for 1000 candles under
// autocannon next to a route returning the same bytes pre-built, both from one
// server (history-server.ts, the build run by plain node), alternating, with
// the server's CPU time per request of each route and, on demand, a CPU
// profile of each pass. With `versus`, a second server runs another build
// (the code before a change) at the same time, and the passes alternate
// between the two servers too: both are measured under the same load of the
// rest of the machine.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saoPauloToday } from '@velas/domain/calendar';
import { API_NODE_FLAGS } from '../testing/api-process.js';
import { load, type LoadResult } from './autocannon.js';
import { costBeyond, perRequest, readProfile, topSelf, type FunctionCost } from './cpu-profile.js';
import type { BenchMessage, GcTotals, ServerMessage } from './history-server.js';
import { PERF_NODE_FLAG, perfCosts, startPerf, type PerfCosts } from './perf-profile.js';
import { BENCH_HOUSE } from './seed-rounds.js';

const CONNECTIONS = 50;
/** history-server.ts's route returning the pre-built bytes. */
const PREBUILT_PATH = '/bench/prebuilt-candles';

export interface LoadOptions {
  /** The PGlite directory, or the PostgreSQL database's URL. */
  database: { dataDir: string } | { url: string };
  rounds: number;
  passes: number;
  /** Of each pass; by default 10. */
  seconds?: number;
  /** Where to write a CPU profile of each pass (V8's); none without it. */
  profileDirectory?: string;
  /** Where to write a perf recording of each pass (perf-profile.ts); none without it. */
  perfDirectory?: string;
  /**
   * Another build's dist/ (a copy, e.g. of the code before a change), run
   * as a second server; on PGlite on a copy of the data directory, made once.
   */
  versus?: string;
}

type Measured = LoadResult & {
  cpuMicrosPerRequest: number;
  /** Of which in the kernel (the socket writes, mostly). */
  kernelMicrosPerRequest: number;
  gc: GcTotals;
  profileFile?: string;
  perfFile?: string;
};

const apiPackage = new URL('..', import.meta.url).pathname;

/**
 * A package of its own for another build: the api's `#/` imports resolve to
 * the dist/ beside the package.json that names them, so the copy holds that
 * dist/, this package.json and the server script, and links to the rest of
 * the package (its dependencies, the files it reads at run time) and to the
 * apps beside it (the web app's build it serves).
 */
function versusPackage(dist: string): { directory: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'velas-history-versus-'));
  const apps = join(apiPackage, '..');
  const directory = join(root, 'apps', 'api');
  mkdirSync(join(directory, 'bench'), { recursive: true });
  for (const app of readdirSync(apps))
    if (app !== 'api') symlinkSync(join(apps, app), join(root, 'apps', app));
  cpSync(dist, join(directory, 'dist'), { recursive: true });
  cpSync(join(apiPackage, 'package.json'), join(directory, 'package.json'));
  for (const file of ['history-server.ts', 'cpu-profile.ts'])
    cpSync(join(apiPackage, 'bench', file), join(directory, 'bench', file));
  for (const entry of readdirSync(apiPackage))
    if (!['dist', 'bench', 'package.json'].includes(entry))
      symlinkSync(join(apiPackage, entry), join(directory, entry));
  return {
    directory,
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The server process, and its answer to each message. */
function startServer(
  packageDirectory: string,
  { database, perfDirectory }: LoadOptions,
  historyOdd: string,
) {
  const server: ChildProcess = fork(join(packageDirectory, 'bench', 'history-server.ts'), {
    execPath: process.execPath,
    execArgv: [...API_NODE_FLAGS, ...(perfDirectory === undefined ? [] : [PERF_NODE_FLAG])],
    env: {
      ...process.env,
      BENCH_HISTORY_ODD: historyOdd,
      ...('url' in database
        ? { BENCH_DATABASE_URL: database.url }
        : { BENCH_DATA_DIR: database.dataDir }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(server, 'exit').then(([code]) => {
    throw new Error(`the bench's server exited (code ${String(code)})`);
  });
  exited.catch(() => undefined);
  const next = async <Type extends ServerMessage['type']>(type: Type) => {
    const [message] = (await Promise.race([once(server, 'message'), exited])) as [ServerMessage];
    if (message.type !== type)
      throw new Error(`expected ${type} from the server, got ${message.type}`);
    return message as Extract<ServerMessage, { type: Type }>;
  };
  const ask = async <Type extends ServerMessage['type']>(message: BenchMessage, type: Type) => {
    const answer = next(type);
    server.send(message);
    return answer;
  };
  return {
    ready: () => next('ready'),
    /**
     * The server's CPU time (µs) over `work`, profiled into `profileFile`
     * and recorded by perf into `perfFile` when given.
     */
    measured: async <T>(
      work: () => Promise<T>,
      { profileFile, perfFile }: { profileFile?: string; perfFile?: string },
    ) => {
      await ask({ type: 'start', profile: profileFile }, 'started');
      const perf =
        perfFile === undefined || server.pid === undefined
          ? undefined
          : await startPerf(server.pid, perfFile);
      const result = await work();
      await perf?.stop();
      const { cpuMicros, kernelMicros, gc } = await ask({ type: 'stop' }, 'stopped');
      return { result, cpuMicros, kernelMicros, gc };
    },
    stop: async () => {
      if (server.exitCode === null) {
        const stopped = once(server, 'exit');
        server.kill('SIGTERM');
        await stopped;
      }
      // What --perf-basic-prof-only-functions wrote for perf (read by now).
      if (perfDirectory !== undefined)
        rmSync(`/tmp/perf-${String(server.pid)}.map`, { force: true });
    },
  };
}

type Server = ReturnType<typeof startServer>;

interface Measuring {
  label: string;
  server: Server;
  address: string;
  prebuilt: Measured[];
  history: Measured[];
}

/** The PGlite directory for the second server: a copy, as one process holds a directory. */
function versusDatabase(database: LoadOptions['database']): LoadOptions['database'] {
  if ('url' in database) return database;
  const dataDir = `${database.dataDir}-versus`;
  if (!existsSync(dataDir)) {
    console.log(`[bench] copying ${database.dataDir} to ${dataDir} for the second server (once)…`);
    cpSync(database.dataDir, dataDir, { recursive: true });
  }
  return { dataDir };
}

export async function measureHistoryLoad(options: LoadOptions): Promise<void> {
  const historyOdd = `/history-api/history-odd?date=${saoPauloToday(Date.now())}&numberVelas=1000&betHouse=${BENCH_HOUSE}`;
  const versus = options.versus === undefined ? undefined : versusPackage(options.versus);
  const started = [
    { label: 'this build', server: startServer(apiPackage, options, historyOdd) },
    ...(versus === undefined
      ? []
      : [
          {
            label: `the build of ${options.versus ?? ''}`,
            server: startServer(
              versus.directory,
              { ...options, database: versusDatabase(options.database) },
              historyOdd,
            ),
          },
        ]),
  ];
  try {
    const measuring: Measuring[] = [];
    for (const { label, server } of started) {
      const { address, engine } = await server.ready();
      console.log(`[bench] ${label} (dist/) on ${engine}, at ${address}`);
      const coldStarted = performance.now();
      await fetch(`${address}${historyOdd.replace('numberVelas=1000', 'numberVelas=999')}`);
      console.log(
        `[bench]   ${options.rounds} rounds stored; one uncached history-odd (999 candles): ` +
          `${(performance.now() - coldStarted).toFixed(0)} ms`,
      );
      await load(`${address}${historyOdd}`, { connections: CONNECTIONS, seconds: 2 }); // warm-up
      measuring.push({ label, server, address, prebuilt: [], history: [] });
    }
    console.log(
      `[bench] ${CONNECTIONS} connections, ${options.passes} x ${options.seconds ?? 10} s per route, alternating`,
    );
    for (let pass = 0; pass < options.passes; pass += 1)
      for (const each of pass % 2 === 0 ? measuring : [...measuring].reverse())
        await measurePass(each, pass, historyOdd, options);
    for (const { label, prebuilt, history } of measuring) {
      if (measuring.length > 1) console.log(`[bench] ${label}:`);
      summarise(prebuilt, history);
      if (options.profileDirectory !== undefined) {
        console.log('[bench] V8 CPU profile (time sampled, waits for a CPU included):');
        printProfiles(v8Costs(prebuilt), v8Costs(history), ['self', 'total']);
      }
      if (options.perfDirectory !== undefined) {
        console.log('[bench] perf (CPU time, the kernel and V8 threads included):');
        const [pre, odd] = [await recordedCosts(prebuilt), await recordedCosts(history)];
        printProfiles(pre.functions, odd.functions, ['self']);
        printAreas(pre.areas, odd.areas);
      }
    }
  } finally {
    await Promise.all(started.map(({ server }) => server.stop()));
    versus?.remove();
  }
}

/** One pass of each route on one server; each route goes first in every other pass. */
async function measurePass(
  { label, server, address, prebuilt, history }: Measuring,
  pass: number,
  historyOdd: string,
  { profileDirectory, perfDirectory, seconds = 10 }: LoadOptions,
): Promise<void> {
  const routes = [
    { name: 'pre-built', url: `${address}${PREBUILT_PATH}`, results: prebuilt },
    { name: 'history-odd', url: `${address}${historyOdd}`, results: history },
  ];
  for (const route of pass % 2 === 0 ? routes : [...routes].reverse()) {
    const name = `${label.replace(/\W+/g, '-')}-${route.name}-${route.results.length + 1}`;
    const profileFile =
      profileDirectory === undefined ? undefined : join(profileDirectory, `${name}.cpuprofile`);
    const perfFile = perfDirectory === undefined ? undefined : join(perfDirectory, `${name}.data`);
    const { result, cpuMicros, kernelMicros, gc } = await server.measured(
      () => load(route.url, { connections: CONNECTIONS, seconds }),
      { profileFile, perfFile },
    );
    const measured = {
      ...result,
      cpuMicrosPerRequest: cpuMicros / Math.max(1, result.requests),
      kernelMicrosPerRequest: kernelMicros / Math.max(1, result.requests),
      gc,
      profileFile,
      perfFile,
    };
    route.results.push(measured);
    console.log(
      `[bench]   ${label}, ${route.name}: ${measured.requestsPerSecond.toFixed(0)} req/s, ` +
        `p99 ${measured.p99Ms} ms, server CPU ${measured.cpuMicrosPerRequest.toFixed(0)} µs/request ` +
        `(kernel ${measured.kernelMicrosPerRequest.toFixed(0)}), ` +
        `GC ${gc.scavenges} scavenges ${gc.scavengeMs.toFixed(0)} ms, ` +
        `${gc.fullCollections} full ${gc.fullCollectionMs.toFixed(0)} ms`,
    );
  }
}

function summarise(prebuilt: Measured[], history: Measured[]): void {
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
  // The server's own CPU per request (its process: the server and the
  // simulator; autocannon runs in its own): less swayed than req/s by what
  // else the machine runs.
  console.log(
    `[bench] server CPU per request: pre-built ${meanCpu(prebuilt).toFixed(0)} µs, ` +
      `history-odd ${meanCpu(history).toFixed(0)} µs, ratio ${((meanCpu(prebuilt) / meanCpu(history)) * 100).toFixed(1)}%`,
  );
  // On a busy machine a pass now and then runs slow for both routes: the
  // median pass and the fastest one say more about the code than the mean.
  for (const [name, pick] of [
    ['median', median],
    ['fastest', (values: number[]) => Math.min(...values)],
  ] as const) {
    const pre = pick(prebuilt.map((r) => r.cpuMicrosPerRequest));
    const odd = pick(history.map((r) => r.cpuMicrosPerRequest));
    console.log(
      `[bench]   ${name} pass: pre-built ${pre.toFixed(0)} µs, history-odd ${odd.toFixed(0)} µs, ` +
        `ratio ${((pre / odd) * 100).toFixed(1)}%`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function v8Costs(results: Measured[]): Map<string, FunctionCost> {
  return perRequest(
    results.flatMap(({ profileFile, requests }) =>
      profileFile === undefined ? [] : [{ profile: readProfile(profileFile), requests }],
    ),
  );
}

function recordedCosts(results: Measured[]): Promise<PerfCosts> {
  return perfCosts(
    results.flatMap(({ perfFile, requests }) =>
      perfFile === undefined ? [] : [{ file: perfFile, requests }],
    ),
  );
}

function printProfiles(
  prebuilt: Map<string, FunctionCost>,
  history: Map<string, FunctionCost>,
  kinds: readonly ('self' | 'total')[],
): void {
  for (const [name, costs] of [
    ['pre-built', prebuilt],
    ['history-odd', history],
  ] as const) {
    console.log(`[bench] ${name}: µs per request by function:`);
    for (const line of topSelf(costs)) console.log(`[bench]   ${line}`);
  }
  for (const by of kinds) {
    console.log(
      `[bench] what history-odd spends per request beyond the pre-built route, ${by} (µs):`,
    );
    for (const line of costBeyond(history, prebuilt, by)) console.log(`[bench]   ${line}`);
  }
}

function printAreas(prebuilt: Map<string, number>, history: Map<string, number>): void {
  const sum = (areas: Map<string, number>) => [...areas.values()].reduce((a, b) => a + b, 0);
  const rows: [string, number, number][] = [...new Set([...prebuilt.keys(), ...history.keys()])]
    .map((name): [string, number, number] => [
      name,
      prebuilt.get(name) ?? 0,
      history.get(name) ?? 0,
    ])
    .sort((a, b) => b[2] - a[2]);
  rows.push(['all', sum(prebuilt), sum(history)]);
  const cell = (micros: number) => micros.toFixed(1).padStart(6);
  console.log('[bench] µs per request by area: pre-built, history-odd, difference');
  for (const [name, pre, odd] of rows)
    console.log(`[bench]   ${cell(pre)} ${cell(odd)} ${cell(odd - pre)}  ${name}`);
}
