import type { Candle } from '@velas/domain/schemas/history';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/postgres.js';
import { databaseUrl } from '../test/postgres-urls.js';
import { useZodSchemas } from '../http/zod-compilers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testConfig } from '../test/test-config.js';
import { RoundFeed } from './round-feed.js';
import { streamRoutes } from './stream-routes.js';

const KEY = 'test-ingest-key-0123456789';
const time = Date.parse('2026-03-10T14:59:00-03:00');

/** An SSE client reading raw events from a listening app. */
async function openStream(app: FastifyInstance, betHouse = 'MINES_BET') {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const controller = new AbortController();
  const response = await fetch(`${address}/history-api/rounds/stream?betHouse=${betHouse}`, {
    signal: controller.signal,
  });
  const body = response.body;
  if (body === null) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next complete event (blank-line terminated), comments and `retry` included. */
  async function nextEvent(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return event;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  }
  return {
    response,
    nextEvent,
    close: () => {
      controller.abort();
    },
  };
}

async function ingest(app: FastifyInstance, id: number, betHouse = 'MINES_BET') {
  const response = await app.inject({
    method: 'POST',
    url: '/history-api/rounds',
    headers: { 'x-api-key': KEY },
    payload: { rounds: [{ id, betHouse, odd: 4.2, time: time + id }] },
  });
  expect(response.statusCode).toBe(201);
  /** The store's id of the round (the feed's id is its own). */
  const [stored] = response.json<{ rounds: { id: number }[] }>().rounds;
  if (stored === undefined) throw new Error('the ingestion answered no round');
  return stored.id;
}

function parseRound(event: string): Candle {
  const lines = event.split('\n');
  expect(lines).toContain('event: round');
  const data = lines.find((line) => line.startsWith('data: '));
  return JSON.parse(data?.slice('data: '.length) ?? '') as Candle;
}

describe('GET /history-api/rounds/stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pushes a stored round to the subscribers of its betting house as a `round` event', async () => {
    const stream = await openStream(t.app);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // The first event says how soon to reconnect; the subscription exists by then.
    expect(await stream.nextEvent()).toBe('retry: 3000');

    const id = await ingest(t.app, 41);
    const candle = parseRound(await stream.nextEvent());
    expect(candle).toEqual({
      id,
      odd: 4.2,
      time: time + 41,
      hour: '14:59:00',
      date: '2026-03-10',
      formattedDate: '10/03/2026 14:59:00',
      betHouse: 'MINES_BET',
    });
    stream.close();
  });

  it('answers an unknown betting house with 400 before streaming', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/history-api/rounds/stream?betHouse=OUTRA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Casa de apostas desconhecida.',
      errors: { betHouse: ['Casa de apostas desconhecida.'] },
    });
  });

  // PGlite is one process; the PostgreSQL project runs this.
  const provided = inject('testDatabase');
  it.runIf(provided.engine === 'postgres')(
    'reaches the clients of another api process sharing the PostgreSQL database',
    async () => {
      if (provided.engine !== 'postgres') throw new Error('runs on PostgreSQL only');
      const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      const other = await buildApp({
        config: testConfig({ SEED: 'false' }),
        db: openPostgres(databaseUrl(provided.serverUrl, rows[0]?.name ?? ''), 2),
      });
      try {
        const stream = await openStream(other);
        expect(await stream.nextEvent()).toBe('retry: 3000');
        const id = await ingest(t.app, 42);
        expect(parseRound(await stream.nextEvent())).toMatchObject({
          id,
          betHouse: 'MINES_BET',
        });
        stream.close();
      } finally {
        await other.close();
      }
    },
  );
});

describe('SSE stream housekeeping', () => {
  it('sends heartbeats while idle and unsubscribes when the client goes away', async () => {
    const feed = new RoundFeed();
    const app = Fastify();
    useZodSchemas(app);
    await app.register(
      (history, _options, done) => {
        streamRoutes(history, feed, 20);
        done();
      },
      { prefix: '/history-api' },
    );
    try {
      const stream = await openStream(app);
      expect(await stream.nextEvent()).toBe('retry: 3000');
      expect(feed.subscribers).toBe(1);
      expect(await stream.nextEvent()).toBe(': heartbeat');

      stream.close();
      // The server sees the disconnect asynchronously.
      await vi.waitFor(() => {
        expect(feed.subscribers).toBe(0);
      });
    } finally {
      await app.close();
    }
  });
});
