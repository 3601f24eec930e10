// Live rounds at scale (issue 19 §5): opens 10,000 round-stream connections
// from several client processes (stream-client.ts) to one api process on
// 127.0.0.1, ingests rounds one by one, and reports the time from the
// ingestion request to each round's arrival at every client (p50, p99, max)
// and the server's resident memory per connection. Then the same with two api
// processes sharing one PostgreSQL (a throwaway server), 5,000 clients each.
// Bounded: a fixed number of rounds, a deadline on every wait; it stops
// everything it started and fails when a target of the issue is missed.
//
//   pnpm --filter @velas/api run bench:stream [-- --clients=10000 --rounds=10]
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '@velas/test-postgres/throwaway-postgres';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLIENTS = arg('clients', 10_000);
const ROUNDS = arg('rounds', 10);
const CLIENT_PROCESSES = arg('client-processes', 4);
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
  const before = apis.map((api) => rssKb(api.pid));
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
    // Let the servers settle (the subscription closures, socket buffers) before reading memory.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = apis.map((api) => rssKb(api.pid));
    const kbPerConnection = apis.map((_, i) => ((after[i] ?? 0) - (before[i] ?? 0)) / perApi);

    // Rounds go in through the first api; every api hears them through the database.
    const ingestedAt = new Map<number, number>();
    // Far above the simulator's ids, and new on every run. The simulator numbers
    // its next round after the largest id, so ours keep a gap between them.
    const firstId = 8_000_000_000_000_000 + (Date.now() % 1_000_000) * 1_000_000_000;
    for (let i = 0; i < ROUNDS; i += 1) {
      const id = firstId + i * 1_000_000;
      const round = { id, betHouse: 'MINES_BET', odd: 2.5, time: Date.now() };
      ingestedAt.set(id, performance.timeOrigin + performance.now());
      const response = await fetch(`${apis[0]?.url}/history-api/rounds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': ingestApiKey },
        body: JSON.stringify({ rounds: [round] }),
      });
      if (!response.ok)
        throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
      // Rounds arrive ~20 s apart in production; a pause keeps each one's delivery apart.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

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
    for (const [id, at] of ingestedAt) {
      let received = 0;
      let first = Number.POSITIVE_INFINITY;
      for (const client of clients) {
        const report = client.messages.find((m) => m.type === 'report') as unknown as {
          arrivals: [number, number[]][];
        };
        const times = report.arrivals.find(([arrivedId]) => arrivedId === id)?.[1] ?? [];
        received += times.length;
        for (const time of times) {
          delays.push(time - at);
          first = Math.min(first, time - at);
        }
      }
      firsts.push(first);
      missing += apis.length * perApi - received;
    }
    delays.sort((a, b) => a - b);
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    const max = delays.at(-1) ?? Number.NaN;
    const firstMedian = percentile(
      firsts.sort((a, b) => a - b),
      50,
    );
    console.log(
      `${label}: ${apis.length * perApi} streams open in ${connectMs} ms (${retries} connection retries); ${ROUNDS} rounds, ${delays.length} deliveries, ${missing} missing; ` +
        `ingestion -> client p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (first client of a round: median ${firstMedian.toFixed(1)} ms); ` +
        `server memory ${kbPerConnection.map((kb) => kb.toFixed(1)).join(' / ')} KB per connection (RSS ${before.map((kb) => (kb / 1024).toFixed(0)).join('/')} -> ${after.map((kb) => (kb / 1024).toFixed(0)).join('/')} MB)`,
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

function startApi(env: Record<string, string>): Promise<ApiProcess> {
  return startApiProcess({
    entry,
    healthTimeoutMs: 180_000,
    pollMs: 250,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED: 'false',
      INGEST_API_KEY: ingestApiKey,
      ...env,
    },
  });
}

const problems: string[] = [];
const dataRoot = mkdtempSync(join(tmpdir(), 'velas-stream-bench-'));
try {
  const single = await startApi({ DATA_DIR: join(dataRoot, 'pglite') });
  try {
    problems.push(...(await scenario('1 api (PGlite)', [single], CLIENTS)));
  } finally {
    await single.stop('SIGTERM', 10_000);
  }

  const postgres = await startThrowawayPostgres();
  try {
    const pair = [
      await startApi({ DATABASE_URL: postgres.url }),
      await startApi({ DATABASE_URL: postgres.url }),
    ];
    try {
      problems.push(...(await scenario('2 apis (PostgreSQL)', pair, Math.floor(CLIENTS / 2))));
    } finally {
      await Promise.all(pair.map((api) => api.stop('SIGTERM', 10_000)));
    }
  } finally {
    await postgres.stop();
  }
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`Below issue 19's targets:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
