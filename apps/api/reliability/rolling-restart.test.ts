// docs/operations/rolling-restart.md#rolling-restart: several api processes on one
// PostgreSQL. Three started at once migrate the database once (advisory
// lock). Then two processes are restarted one after the other, as a load
// balancer does it (take one out of rotation, SIGTERM, start it again, put
// it back), under money traffic and a live round stream: every request sent
// is answered (SIGTERM drains), the ledger keeps every invariant, and the
// stream, reconnecting with Last-Event-ID to whichever process is up, sees
// every round ingested meanwhile exactly once.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readMigrations } from '#/db/migrate.js';
import { createAccounts, type Account } from './support/accounts.js';
import { INGEST_KEY, startApi, type ApiProcess } from './support/api-process.js';
import { recordFigures } from './support/figures.js';
import { checkLedger } from './support/ledger-invariants.js';
import { MoneyWorkload } from './support/money-workload.js';
import { createDatabase, postgresAvailable, sqlOf, type TestDatabase } from './support/postgres.js';
import { seededRandom } from './support/random.js';

const runs = postgresAvailable('rolling-restart.test.ts');
const STREAM_PATH = '/history-api/rounds/stream?betHouse=MINES_BET';
/** Answered money requests before each restart and after the last one. */
const TRAFFIC_BETWEEN_RESTARTS = 200;
/** Answered money requests between two rounds the feed ingests. */
const REQUESTS_PER_ROUND = 5;

/** The processes a load balancer sends traffic to; `changed` resolves at the next join or leave. */
class Rotation {
  private readonly names: Set<string>;
  private wake: () => void = () => undefined;
  private next = this.nextChange();

  constructor(
    private readonly up: ReadonlyMap<string, ApiProcess>,
    names: readonly string[],
  ) {
    this.names = new Set(names);
  }

  urls(): string[] {
    return [...this.names].map((name) => this.up.get(name)?.url).filter((url) => url !== undefined);
  }

  join(name: string): void {
    this.names.add(name);
    this.changes();
  }

  leave(name: string): void {
    this.names.delete(name);
    this.changes();
  }

  changed(): Promise<void> {
    return this.next;
  }

  private nextChange(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private changes(): void {
    this.wake();
    this.next = this.nextChange();
  }
}

/** An SSE client that, whenever its stream ends, reconnects to a process in rotation with Last-Event-ID. */
function reconnectingStream(rotation: Rotation) {
  const controller = new AbortController();
  const aborted = new Promise<void>((resolve) => {
    controller.signal.addEventListener('abort', () => {
      resolve();
    });
  });
  const ids: number[] = [];
  let lastId: string | undefined;
  let connections = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const stopped = () => controller.signal.aborted;
  const done = (async () => {
    while (!stopped()) {
      const rotated = rotation.changed();
      const base = rotation.urls()[0];
      let streamed = false;
      try {
        if (base === undefined) throw new Error('no process up');
        const response = await fetch(`${base}${STREAM_PATH}`, {
          signal: controller.signal,
          headers: lastId === undefined ? {} : { 'last-event-id': lastId },
        });
        if (response.body === null || response.status !== 200) throw new Error('no stream');
        connections += 1;
        streamed = true;
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          markReady();
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(event)?.[1];
            if (id !== undefined && /^event: round$/m.test(event)) {
              ids.push(Number(id));
              lastId = id;
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Ended, refused or aborted: see below.
      }
      // A stream that ended (its process is stopping) resumes at once on a
      // process in rotation; a connection that failed is tried again only
      // once the rotation has changed, so the client never spins on a refused
      // port (and a process in rotation that refuses it shows as rounds missed).
      if (!streamed) await Promise.race([rotated, aborted]);
    }
  })();
  return {
    ready,
    ids,
    connections: () => connections,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

describe.runIf(runs)('rolling restart of two api processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let checker: pg.Client;
  const up = new Map<string, ApiProcess>();
  let accounts: Account[];

  beforeAll(async () => {
    database = await createDatabase('rolling');
    checker = await database.connect();
  });

  afterAll(async () => {
    await Promise.all([...up.values()].map((api) => api.stop('SIGTERM', 10_000)));
    await checker.end();
    await database.drop();
  });

  it('three processes started at once on an empty database apply each migration once', async (context) => {
    const started = await Promise.all(
      [1, 2, 3].map(() => startApi({ DATABASE_URL: database.url })),
    );
    const { rows } = await checker.query<{ version: number; count: number }>(
      'SELECT version, count(*)::int AS count FROM schema_migrations GROUP BY version ORDER BY version',
    );
    recordFigures(
      context,
      'Concurrent starts serialize their migrations on an advisory lock.',
      '3 processes',
      {
        migrations: rows.length,
      },
    );
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
    expect(rows.every((row) => row.count === 1)).toBe(true);
    const [first, second, third] = started;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('start');
    await third.stop('SIGTERM', 10_000);
    up.set('a', first);
    up.set('b', second);
    accounts = await createAccounts(first.url, 4);
  });

  it('loses no request and no round while each process is restarted in turn', async (context) => {
    const property =
      'Money workload over the processes in rotation; each process in turn leaves the rotation, gets SIGTERM, restarts and rejoins. Every request is answered, the ledger holds, and an SSE client that reconnects with Last-Event-ID sees every round ingested meanwhile exactly once.';
    const rotation = new Rotation(up, ['a', 'b']);
    const targets = () => rotation.urls();
    const stream = reconnectingStream(rotation);
    await stream.ready;

    const random = seededRandom();
    const workload = new MoneyWorkload(accounts, random, 'rolling');
    let restarting = true;
    const traffic = workload.run({
      targets,
      ops: 100_000,
      concurrency: 16,
      stop: () => !restarting,
    });

    const ingested: number[] = [];
    let feedId = 7_000_000;
    // The feed's request in flight, so a restart can let it be answered first.
    const feedInFlight: { base?: string; reply?: Promise<Response> } = {};
    // A round every few answered money requests for as long as the traffic
    // runs: rounds keep coming through each restart, paced by the api's
    // answers rather than a timer.
    const feed = (async () => {
      do {
        const base = targets()[feedId % 2] ?? targets()[0];
        feedId += 1;
        const pending = fetch(`${base}/history-api/rounds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': INGEST_KEY },
          body: JSON.stringify({
            rounds: [{ id: feedId, betHouse: 'MINES_BET', odd: 2, time: Date.now() }],
          }),
        });
        feedInFlight.base = base;
        feedInFlight.reply = pending;
        const reply = await pending;
        expect(reply.status).toBe(201);
        const body = (await reply.json()) as { rounds: { id: number }[] };
        ingested.push(...body.rounds.map((round) => round.id));
      } while (await workload.afterRequests(REQUESTS_PER_ROUND));
    })();

    // Each restart comes after some answered traffic, and the run ends after
    // some more: counted in answers, not waited for in seconds.
    let restarts = 0;
    for (const name of ['a', 'b']) {
      await workload.afterRequests(TRAFFIC_BETWEEN_RESTARTS);
      rotation.leave(name);
      const old = up.get(name);
      // Connection draining: what was sent to it before it left the rotation
      // is answered before SIGTERM, as a load balancer's deregistration delay
      // does. (SIGTERM's own drain of requests it is serving is
      // sigterm-drain.test.ts's; a request that reaches a keep-alive socket
      // just as the stopping process closes it is HTTP/1.1's keep-alive race,
      // which is why load balancers drain before they stop a process.)
      const inFlightFeed = feedInFlight.base === old?.url ? feedInFlight.reply : undefined;
      await Promise.all([old && workload.drain(old.url), inFlightFeed?.catch(() => undefined)]);
      const exit = await old?.stop('SIGTERM', 15_000);
      expect(exit?.signal).toBeNull();
      up.set(name, await startApi({ DATABASE_URL: database.url }));
      rotation.join(name);
      restarts += 1;
    }
    await workload.afterRequests(TRAFFIC_BETWEEN_RESTARTS);
    restarting = false;
    await traffic;
    await feed;
    // The last rounds reach the stream; one still missing after the wait is
    // counted with the figures below, and fails the test there.
    await vi
      .waitFor(
        () => {
          if (!ingested.every((id) => stream.ids.includes(id)))
            throw new Error('rounds not yet streamed');
        },
        { timeout: 15_000, interval: 50 },
      )
      .catch(() => undefined);
    await stream.close();

    const lost = workload.log.filter((record) => record.reply === null).length;
    const report = await checkLedger(sqlOf(checker), workload.log, {
      userIds: accounts.map((account) => account.id),
      exact: true,
    });
    const missed = ingested.filter((id) => !stream.ids.includes(id));
    const twice = stream.ids.length - new Set(stream.ids).size;
    recordFigures(context, property, `2 processes, ${restarts} restarts`, {
      requests: workload.requests,
      'requests without an answer': lost,
      'rounds ingested': ingested.length,
      'rounds missed by the stream': missed.length,
      'rounds seen twice': twice,
      'stream connections': stream.connections(),
      violations: report.violations.length,
    });
    expect(lost).toBe(0);
    expect(workload.unexpected).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(missed).toEqual([]);
    expect(twice).toBe(0);
    expect(stream.connections()).toBeGreaterThanOrEqual(2);
  });
});
