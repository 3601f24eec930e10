// A balance stream ends once it is older than its maximum age, so the client
// signs in again and a session revoked meanwhile stops hearing the balance
// (docs/architecture.md#live-balance). A minimal app: a fixed signed-in
// player, a fake feed, heartbeats and time moved by hand.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '#/db/database.js';
import { manualIntervals } from '#/test/manual-timers.js';
import { balanceStreamRoutes } from './balance-stream-routes.js';

async function streamApp(clock: { now: number }) {
  const timers = manualIntervals();
  const app = Fastify();
  app.decorateRequest('userId', 0);
  app.decorate('authenticate', (request: { userId: number }) => {
    request.userId = 7;
    return Promise.resolve();
  });
  // The one query the stream makes: the balance now and its newest entry.
  const query = () =>
    Promise.resolve({ rows: [{ balance_cents: 1_000, entry_id: 3 }], rowCount: 1 });
  app.decorate('db', { query } as unknown as Database);
  balanceStreamRoutes(
    app,
    { subscribe: () => () => undefined, ready: () => Promise.resolve() },
    {
      heartbeatMs: 15_000,
      maxConnections: 10,
      maxPerPlayer: 10,
      maxBufferedBytes: 65_536,
      maxAgeMs: 600_000,
      timers,
      now: () => clock.now,
    },
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, timers, address };
}

async function readAll(address: string, onOpen: () => void) {
  const response = await fetch(`${address}/api/balance/stream`);
  const body = response.body;
  if (body === null) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let opened = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += value;
    if (!opened && text.includes('event: balance')) {
      opened = true;
      onOpen();
    }
  }
}

describe('balance stream age', () => {
  it('beats while young, and ends the stream at the first heartbeat past its age', async () => {
    const clock = { now: 1_000_000 };
    const { app, timers, address } = await streamApp(clock);
    try {
      const text = await readAll(address, () => {
        timers.fire();
        clock.now += 600_001;
        timers.fire();
      });
      expect(text).toContain('event: balance\ndata: {"balance":1000,"entryId":3}');
      expect(text.match(/: heartbeat/g)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
