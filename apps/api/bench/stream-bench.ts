// Live rounds at scale (docs/architecture.md#performance-targets): opens 10,000 round-stream connections
// from several client processes (stream-client.ts) to one api process on
// 127.0.0.1, ingests rounds one by one, and reports the time from the
// ingestion request to each round's arrival at every client (p50, p95, p99,
// max) and the server's resident memory per connection. Then the same with two
// api processes sharing one PostgreSQL (a throwaway server), 5,000 clients each.
// Bounded: a fixed number of rounds, a deadline on every wait; it stops
// everything it started and fails when a target of the issue is missed.
//
// Honest on a small machine: every process stamps times on the machine's
// monotonic clock (monotonic-clock.ts), so the bench's ingestion time and a
// client's arrival time subtract; the clients and the server share the CPUs,
// so the report says how much CPU each side (and everything else on the
// machine) used while the rounds went out, and the load average.
//
//   pnpm --filter @velas/api run bench:stream [-- --clients=10000 --rounds=10 --client-processes=4 --two-apis=0]
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '@velas/test-postgres/throwaway-postgres';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { monotonicMs } from './monotonic-clock.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLIENTS = arg('clients', 10_000);
const ROUNDS = arg('rounds', 10);
const CLIENT_PROCESSES = arg('client-processes', 4);
const TWO_APIS = arg('two-apis', 1) !== 0;
const CONNECT_TIMEOUT_MS = 180_000;
const ROUND_TIMEOUT_MS = 15_000;
const TARGETS = { p99Ms: 250, kbPerConnection: 20 };
const STREAM_PATH = '/history-api/rounds/stream?betHouse=MINES_BET';
const ingestApiKey = randomBytes(24).toString('hex');
const entry = new URL('../dist/server.js', import.meta.url).pathname;
const clientScript = new URL('./stream-client.ts', import.meta.url).pathname;

interface ClientProcess {
  child: ChildProcess;
  messages: { type: string; [key: string]: unknown }[];
}

function rssKb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? Number.NaN);
}

/**
 * The api's resident memory after a full garbage collection, asked for over
 * its inspector (the bench starts it with --inspect on a free port). Without
 * it, RSS also counts whatever garbage the start or the connections left
 * that V8 has not collected yet, enough to hide the streams' own memory
 * (docs/api/benchmarks.md#figures-behind-the-comments).
 */
async function settledRssKb(api: ApiProcess): Promise<number> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(api.output())?.[1];
  if (address === undefined) throw new Error('the api did not open its inspector');
  const inspector = new WebSocket(address);
  await new Promise((resolve, reject) => {
    inspector.addEventListener('open', resolve, { once: true });
    inspector.addEventListener('error', reject, { once: true });
  });
  await new Promise((resolve) => {
    inspector.addEventListener('message', resolve, { once: true });
    inspector.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  inspector.close();
  // Freed pages go back to the system shortly after the collection.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return rssKb(api.pid);
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far, in its own code and in the kernel for it. */
function cpuTimes(pid: number): { user: number; system: number } {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return {
    user: Number(fields[11]) / CLOCK_TICKS_PER_SECOND,
    system: Number(fields[12]) / CLOCK_TICKS_PER_SECOND,
  };
}

function cpuSeconds(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/** CPU seconds the whole machine has spent busy (every core, every process, the kernel). */
function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    CLOCK_TICKS_PER_SECOND
  );
}

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

async function until(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function startClients(port: number, connections: number): ClientProcess[] {
  const share = Math.ceil(connections / CLIENT_PROCESSES);
  const clients: ClientProcess[] = [];
  for (let i = 0; i < CLIENT_PROCESSES; i += 1) {
    const count = Math.min(share, connections - i * share);
    if (count <= 0) break;
    // Node runs the client's erasable TypeScript itself; no loader in the children.
    const child = fork(clientScript, {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const client: ClientProcess = { child, messages: [] };
    child.on('message', (message: ClientProcess['messages'][number]) =>
      client.messages.push(message),
    );
    child.send({ type: 'start', port, connections: count, path: STREAM_PATH });
    clients.push(client);
  }
  return clients;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function scenario(label: string, apis: ApiProcess[], perApi: number): Promise<string[]> {
  const problems: string[] = [];
  const before = await Promise.all(apis.map(settledRssKb));
  const clients = apis.flatMap((api) => startClients(api.port, perApi));
  const connectStart = Date.now();
  const progress = setInterval(() => {
    const latest = clients.map((c) => c.messages.findLast((m) => m.type === 'progress'));
    const open = latest.reduce((sum, m) => sum + Number(m?.ready ?? 0), 0);
    console.log(
      `  ${label}: ${open} streams open after ${((Date.now() - connectStart) / 1000).toFixed(0)} s`,
    );
  }, 10_000);
  try {
    await until(
      'every stream to open',
      () => {
        const error = clients.flatMap((c) => c.messages).find((m) => m.type === 'error');
        if (error) throw new Error(`a client failed: ${String(error.message)}`);
        return clients.every((c) => c.messages.some((m) => m.type === 'ready'));
      },
      CONNECT_TIMEOUT_MS,
    );
    const connectMs = Date.now() - connectStart;
    clearInterval(progress);
    const after = await Promise.all(apis.map(settledRssKb));
    const kbPerConnection = apis.map((_, i) => ((after[i] ?? 0) - (before[i] ?? 0)) / perApi);

    // Rounds go in through the first api; every api hears them through the database.
    const ingestedAt = new Map<number, number>();
    const ingestMs: number[] = [];
    const cpuBefore = {
      apis: apis.map((api) => cpuSeconds(api.pid)),
      apiSystem: apis.map((api) => cpuTimes(api.pid).system),
      clients: clients.map((c) => cpuSeconds(c.child.pid ?? 0)),
      machine: machineBusySeconds(),
      at: monotonicMs(),
    };
    const loads: number[] = [loadAverage()];
    const loadSampler = setInterval(() => loads.push(loadAverage()), 1000);
    // The feed's ids, new on every run; the events carry the store's own id,
    // which the ingestion answers.
    const firstFeedId = Date.now() * 1_000;
    for (let i = 0; i < ROUNDS; i += 1) {
      const round = { id: firstFeedId + i, betHouse: 'MINES_BET', odd: 2.5, time: Date.now() };
      const sentAt = monotonicMs();
      const response = await fetch(`${apis[0]?.url}/history-api/rounds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': ingestApiKey },
        body: JSON.stringify({ rounds: [round] }),
      });
      if (!response.ok)
        throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { rounds: { id: number }[] };
      ingestMs.push(monotonicMs() - sentAt);
      const storedId = answer.rounds[0]?.id;
      if (storedId === undefined) throw new Error('the ingestion answered no round');
      ingestedAt.set(storedId, sentAt);
      // Rounds arrive seconds apart in production; a pause keeps each one's delivery apart.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    clearInterval(loadSampler);
    const cpuWindow = (monotonicMs() - cpuBefore.at) / 1000;
    const share = (seconds: number) => `${((100 * seconds) / cpuWindow).toFixed(0)}%`;
    const apiCpu = apis.map((api, i) => cpuSeconds(api.pid) - (cpuBefore.apis[i] ?? 0));
    const apiSystem = apis.map(
      (api, i) => cpuTimes(api.pid).system - (cpuBefore.apiSystem[i] ?? 0),
    );
    const clientCpu = clients.reduce(
      (sum, c, i) => sum + cpuSeconds(c.child.pid ?? 0) - (cpuBefore.clients[i] ?? 0),
      0,
    );
    const machineCpu = machineBusySeconds() - cpuBefore.machine;
    const othersCpu = machineCpu - clientCpu - apiCpu.reduce((a, b) => a + b, 0);

    for (const client of clients) client.child.send({ type: 'report' });
    await until(
      'the reports',
      () => clients.every((c) => c.messages.some((m) => m.type === 'report')),
      ROUND_TIMEOUT_MS,
    );
    const delays: number[] = [];
    let missing = 0;
    const retries = clients.reduce(
      (sum, c) => sum + Number(c.messages.find((m) => m.type === 'report')?.retries ?? 0),
      0,
    );
    // The first arrival of each round: the path through the database, before the fan-out.
    const firsts: number[] = [];
    /** Each arrival after the round's first: the fan-out alone. */
    const spreads: number[] = [];
    for (const [id, at] of ingestedAt) {
      let received = 0;
      let first = Number.POSITIVE_INFINITY;
      const roundDelays: number[] = [];
      for (const client of clients) {
        const report = client.messages.find((m) => m.type === 'report') as unknown as {
          arrivals: [number, number[]][];
        };
        const times = report.arrivals.find(([arrivedId]) => arrivedId === id)?.[1] ?? [];
        received += times.length;
        for (const time of times) {
          roundDelays.push(time - at);
          first = Math.min(first, time - at);
        }
      }
      delays.push(...roundDelays);
      for (const delay of roundDelays) spreads.push(delay - first);
      firsts.push(first);
      missing += apis.length * perApi - received;
    }
    delays.sort((a, b) => a - b);
    spreads.sort((a, b) => a - b);
    const p50 = percentile(delays, 50);
    const p95 = percentile(delays, 95);
    const p99 = percentile(delays, 99);
    const max = delays.at(-1) ?? Number.NaN;
    const firstMedian = percentile(
      firsts.sort((a, b) => a - b),
      50,
    );
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const ingestMedian = percentile(
      ingestMs.sort((a, b) => a - b),
      50,
    );
    console.log(
      [
        `${label}: ${apis.length * perApi} streams open in ${connectMs} ms (${retries} connection retries)`,
        `  ${ROUNDS} rounds: ${delays.length} of ${ROUNDS * apis.length * perApi} deliveries received, ${missing} missing`,
        `  ingestion request -> client: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`,
        `  of which: first client of a round ${ms(firstMedian)} (median; the ingestion answered in ${ms(ingestMedian)}), ` +
          `then the fan-out p50 ${ms(percentile(spreads, 50))}, p99 ${ms(percentile(spreads, 99))}, max ${ms(spreads.at(-1) ?? Number.NaN)}`,
        `  server memory ${kbPerConnection.map((kb) => kb.toFixed(1)).join(' / ')} KB per connection (RSS after a full GC ${before.map((kb) => (kb / 1024).toFixed(0)).join('/')} -> ${after.map((kb) => (kb / 1024).toFixed(0)).join('/')} MB)`,
        `  CPU over the ${cpuWindow.toFixed(1)} s of rounds (${String(cpus().length)} cores = ${String(100 * cpus().length)}%): api ${apiCpu.map(share).join(' / ')}, ` +
          `${clients.length} client processes ${share(clientCpu)}, everything else on the machine ${share(othersCpu)}; ` +
          `load average ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`,
        // What a round costs, whatever share of the CPUs the machine left the processes.
        `  CPU per round: api ${apiCpu.map((seconds) => ms((1000 * seconds) / ROUNDS)).join(' / ')} ` +
          `(in the kernel: ${apiSystem.map((seconds, i) => `${((100 * seconds) / (apiCpu[i] ?? 1)).toFixed(0)}%`).join(' / ')}), ` +
          `clients ${ms((1000 * clientCpu) / ROUNDS)}`,
      ].join('\n'),
    );
    if (missing > 0) problems.push(`${label}: ${missing} deliveries missing`);
    if (p99 >= TARGETS.p99Ms) problems.push(`${label}: p99 ${p99.toFixed(1)} ms`);
    if (kbPerConnection.some((kb) => kb >= TARGETS.kbPerConnection))
      problems.push(
        `${label}: ${kbPerConnection.map((kb) => kb.toFixed(1)).join('/')} KB per connection`,
      );
    return problems;
  } finally {
    clearInterval(progress);
    for (const client of clients) client.child.send({ type: 'stop' });
    await Promise.all(
      clients.map((c) =>
        c.child.exitCode === null
          ? new Promise((resolve) => c.child.once('exit', resolve))
          : Promise.resolve(),
      ),
    );
  }
}

const dataRoot = mkdtempSync(join(tmpdir(), 'velas-stream-bench-'));
// Rounds come from the ingestion alone, as in a production deployment that
// follows a live game: a demo api would also run every house's simulator,
// whose first start hashes a week of rounds on the CPUs the bench measures.
const settingsFile = join(dataRoot, 'settings.json');
writeFileSync(settingsFile, JSON.stringify({ ...DEMO_SETTINGS, simulatedBetHouses: [] }));

function startApi(env: Record<string, string>): Promise<ApiProcess> {
  return startApiProcess({
    entry,
    healthTimeoutMs: 180_000,
    pollMs: 250,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED: 'false',
      OPERATOR_SETTINGS_FILE: settingsFile,
      // For settledRssKb: a full collection before each memory reading.
      NODE_OPTIONS: '--inspect=127.0.0.1:0',
      INGEST_API_KEY: ingestApiKey,
      // Every client connects from 127.0.0.1: the per-address cap would answer 429.
      STREAM_MAX_PER_ADDRESS: String(CLIENTS),
      ...env,
    },
  });
}

/** Two api processes on one throwaway PostgreSQL, half the clients each. */
async function twoApis(): Promise<string[]> {
  const postgres = await startThrowawayPostgres();
  try {
    const pair = [
      await startApi({ DATABASE_URL: postgres.url }),
      await startApi({ DATABASE_URL: postgres.url }),
    ];
    try {
      return await scenario('2 apis (PostgreSQL)', pair, Math.floor(CLIENTS / 2));
    } finally {
      await Promise.all(pair.map((api) => api.stop('SIGTERM', 10_000)));
    }
  } finally {
    await postgres.stop();
  }
}

const problems: string[] = [];
try {
  const single = await startApi({ DATA_DIR: join(dataRoot, 'pglite') });
  try {
    problems.push(...(await scenario('1 api (PGlite)', [single], CLIENTS)));
  } finally {
    await single.stop('SIGTERM', 10_000);
  }
  if (TWO_APIS) problems.push(...(await twoApis()));
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(
    `Below the targets of docs/architecture.md#performance-targets:\n${problems.join('\n')}`,
  );
  process.exitCode = 1;
}
