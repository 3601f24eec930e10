import { connect } from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { historyMessages } from '@velas/domain/messages/history';
import type { Candle } from '@velas/domain/schemas/history';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it, vi, inject } from 'vitest';
import { buildApp } from '#/app.js';
import type { Database } from '#/db/database.js';
import { openPostgres } from '#/db/postgres.js';
import { errorHandler } from '#/http/error-handler.js';
import { registerZodSchemas } from '#/http/zod-compilers.js';
import { manualIntervals } from '#/test/manual-timers.js';
import { databaseUrl } from '#/test/postgres-urls.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import type { RoundListener } from '../rounds/round-feed.js';
import { streamRoutes, type StreamOptions } from './stream-routes.js';

const KEY = 'test-ingest-key-0123456789';
const time = Date.parse('2026-03-10T14:59:00-03:00');

/** The app's address, listening on 127.0.0.1 from the first call on. */
async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) return app.listen({ host: '127.0.0.1', port: 0 });
  const bound = app.server.address();
  if (bound === null || typeof bound === 'string') throw new Error('not a TCP server');
  return `http://127.0.0.1:${bound.port}`;
}

/** An SSE client reading raw events from a listening app. */
async function openStream(
  app: FastifyInstance,
  betHouse = 'MINES_BET',
  headers: Record<string, string> = {},
) {
  const address = await addressOf(app);
  const controller = new AbortController();
  const response = await fetch(`${address}/history-api/rounds/stream?betHouse=${betHouse}`, {
    signal: controller.signal,
    headers,
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
  const t = useTestApp();

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

  it('replays the rounds a reconnecting client missed (Last-Event-ID) before the live ones, each once', async () => {
    const first = await openStream(t.app);
    expect(await first.nextEvent()).toBe('retry: 3000');
    const seen = await ingest(t.app, 141);
    expect(parseRound(await first.nextEvent()).id).toBe(seen);
    first.close();
    const missed = [await ingest(t.app, 142), await ingest(t.app, 143)];
    // Another house's rounds are not this stream's.
    await ingest(t.app, 144, 'VOA_BET');

    const back = await openStream(t.app, 'MINES_BET', { 'last-event-id': String(seen) });
    expect(await back.nextEvent()).toBe('retry: 3000');
    expect([parseRound(await back.nextEvent()).id, parseRound(await back.nextEvent()).id]).toEqual(
      missed,
    );
    const live = await ingest(t.app, 145);
    expect(parseRound(await back.nextEvent()).id).toBe(live);
    back.close();
  });

  it('does not resend a round whose announcement reaches this process after the replay or the other process sent it', async () => {
    // The announcement travels on another connection than the replay's
    // query: in a rolling restart it can arrive after the replay read the
    // round, or after the process the client left had sent it.
    const { app, feed } = await streamApp({}, t.db);
    try {
      const seen = await ingest(t.app, 241);
      const missed = await ingest(t.app, 242);
      const back = await openStream(app, 'MINES_BET', { 'last-event-id': String(seen) });
      expect(await back.nextEvent()).toBe('retry: 3000');
      expect(parseRound(await back.nextEvent()).id).toBe(missed);
      feed.push([candle(seen), candle(missed)]);
      feed.push([candle(missed), candle(missed + 1)]);
      feed.push([candle(missed + 2)]);
      expect(parseRound(await back.nextEvent()).id).toBe(missed + 1);
      expect(parseRound(await back.nextEvent()).id).toBe(missed + 2);
      back.close();

      // Nothing missed: the client already has the round announced late.
      const again = await openStream(app, 'MINES_BET', { 'last-event-id': String(missed + 2) });
      expect(await again.nextEvent()).toBe('retry: 3000');
      // Whether the (empty) replay has ended yet or not, the same holds.
      feed.push([candle(missed + 2)]);
      feed.push([candle(missed + 3)]);
      expect(parseRound(await again.nextEvent()).id).toBe(missed + 3);
      again.close();
    } finally {
      await app.close();
    }
  });

  it('sends the event stream uncompressed to a client that offers brotli and gzip', async () => {
    const socket = connect(Number(new URL(await addressOf(t.app)).port), '127.0.0.1');
    socket.setEncoding('latin1');
    let received = '';
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    try {
      socket.write(
        'GET /history-api/rounds/stream?betHouse=MINES_BET HTTP/1.1\r\nHost: x\r\n' +
          'Accept: text/event-stream\r\nAccept-Encoding: br, gzip\r\n\r\n',
      );
      await vi.waitFor(() => {
        expect(received).toContain('retry: 3000\n\n');
      });
      const head = received.slice(0, received.indexOf('\r\n\r\n')).toLowerCase();
      expect(head).toContain('content-type: text/event-stream');
      expect(head).not.toContain('content-encoding');
      const id = await ingest(t.app, 43);
      await vi.waitFor(() => {
        expect(received).toContain(`id: ${String(id)}\nevent: round\ndata: {`);
      });
    } finally {
      socket.destroy();
    }
  });

  it('answers an unknown betting house with 400 before streaming', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/history-api/rounds/stream?betHouse=OUTRA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: historyMessages.queryBetHouse,
      errors: { betHouse: [historyMessages.queryBetHouse] },
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
        simulateRounds: false,
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

/** A feed the test pushes rounds into. */
function fakeFeed() {
  const listeners = new Set<RoundListener>();
  return {
    listeners,
    subscribe(listener: RoundListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(candles: Candle[], betHouse = 'MINES_BET') {
      for (const listener of listeners) listener({ betHouse, candles });
    },
  };
}

const candle = (id: number): Candle => ({
  id,
  odd: 4.2,
  time: time + id,
  hour: '14:59:00',
  date: '2026-03-10',
  formattedDate: '10/03/2026 14:59:00',
  betHouse: 'MINES_BET',
});

/** The stream routes alone, over a feed the test pushes; `db` serves a reconnect's replay. */
async function streamApp(options: Partial<StreamOptions> = {}, db?: Database) {
  const feed = fakeFeed();
  const timers = manualIntervals();
  const app = Fastify();
  if (db !== undefined) app.decorate('db', db);
  registerZodSchemas(app);
  await app.register(errorHandler);
  await app.register(
    (history, _options, done) => {
      streamRoutes(history, feed, {
        heartbeatMs: 15_000,
        maxConnections: 100,
        maxPerAddress: 100,
        maxBufferedBytes: 65_536,
        timers,
        ...options,
      });
      done();
    },
    { prefix: '/history-api' },
  );
  return { app, feed, timers };
}

async function refusal(app: FastifyInstance) {
  const response = await fetch(
    `${await addressOf(app)}/history-api/rounds/stream?betHouse=MINES_BET`,
  );
  return { status: response.status, body: await response.json() };
}

describe('SSE stream housekeeping', () => {
  it('sends a heartbeat comment each interval and unsubscribes when the client goes away', async () => {
    const { app, feed, timers } = await streamApp();
    try {
      const stream = await openStream(app);
      expect(await stream.nextEvent()).toBe('retry: 3000');
      expect(feed.listeners.size).toBe(1);
      timers.fire();
      expect(await stream.nextEvent()).toBe(': heartbeat');
      timers.fire();
      expect(await stream.nextEvent()).toBe(': heartbeat');

      stream.close();
      // The server sees the disconnect asynchronously.
      await vi.waitFor(() => {
        expect(feed.listeners.size).toBe(0);
      });
      expect(timers.active).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('writes each event to every stream, slice by slice, in the order it was published', async () => {
    const { app, feed, timers } = await streamApp({ writesPerSlice: 1 });
    try {
      const streams = [await openStream(app), await openStream(app), await openStream(app)];
      for (const stream of streams) expect(await stream.nextEvent()).toBe('retry: 3000');
      // Published within one turn: the later ones wait for the earlier ones' slices.
      feed.push([candle(1)]);
      feed.push([candle(2), candle(3)]);
      timers.fire();
      feed.push([candle(4)]);
      for (const stream of streams) {
        const ids: number[] = [];
        for (let i = 0; i < 3; i += 1) ids.push(parseRound(await stream.nextEvent()).id);
        expect(ids).toEqual([1, 2, 3]);
        expect(await stream.nextEvent()).toBe(': heartbeat');
        expect(parseRound(await stream.nextEvent()).id).toBe(4);
      }
      for (const stream of streams) stream.close();
    } finally {
      await app.close();
    }
  });

  it('refuses a client address beyond STREAM_MAX_PER_ADDRESS with 429, and admits it again once one closes', async () => {
    const { app, feed } = await streamApp({ maxPerAddress: 2 });
    try {
      const first = await openStream(app);
      const second = await openStream(app);
      expect(await first.nextEvent()).toBe('retry: 3000');
      expect(await second.nextEvent()).toBe('retry: 3000');
      expect(await refusal(app)).toEqual({
        status: 429,
        body: { code: 'throttled', message: historyMessages.streamTooManyFromAddress, errors: {} },
      });
      first.close();
      await vi.waitFor(() => {
        expect(feed.listeners.size).toBe(1);
      });
      const third = await openStream(app);
      expect(await third.nextEvent()).toBe('retry: 3000');
      second.close();
      third.close();
    } finally {
      await app.close();
    }
  });

  it('refuses any stream beyond STREAM_MAX_CONNECTIONS with 503', async () => {
    const { app } = await streamApp({ maxConnections: 1 });
    try {
      const only = await openStream(app);
      expect(await only.nextEvent()).toBe('retry: 3000');
      expect(await refusal(app)).toEqual({
        status: 503,
        body: { code: 'unavailable', message: historyMessages.streamFull, errors: {} },
      });
      only.close();
    } finally {
      await app.close();
    }
  });

  it('attack: a client that never reads is dropped once its backlog passes the byte limit', async () => {
    const { app, feed } = await streamApp({ maxBufferedBytes: 16_384, maxPerAddress: 1 });
    const socket = connect(Number(new URL(await addressOf(app)).port), '127.0.0.1');
    try {
      socket.write('GET /history-api/rounds/stream?betHouse=MINES_BET HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
      await vi.waitFor(() => {
        expect(feed.listeners.size).toBe(1);
      });
      const batch = Array.from({ length: 20 }, (_, index) => candle(index));
      let pushes = 0;
      // Kernel buffers on both sides absorb a few megabytes before the server's own backlog grows.
      while (feed.listeners.size > 0 && pushes < 20_000) {
        feed.push(batch);
        pushes++;
        await setImmediate();
      }
      expect(feed.listeners.size).toBe(0);
      // Its slot is free again: a reading client from the same address is admitted.
      const reader = await openStream(app);
      expect(await reader.nextEvent()).toBe('retry: 3000');
      feed.push([candle(7)]);
      expect(parseRound(await reader.nextEvent())).toMatchObject({ id: 7 });
      reader.close();
    } finally {
      socket.destroy();
      await app.close();
    }
  });
});
