// GET api/balance/stream (docs/architecture.md#live-balance): the player's
// balance now, then one event after each of their ledger movements commits,
// in this api process or another one sharing the PostgreSQL database.
import type { Cents } from '@velas/domain/money';
import { balanceEventSchema, type BalanceEvent } from '@velas/domain/schemas/statement';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '#/app.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { openPostgres } from '#/db/postgres.js';
import { balanceOf, bearer, loginDemo, verifiedAccount } from '#/test/accounts.js';
import { databaseUrl } from '#/test/postgres-urls.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { postLedgerEntry } from './ledger.js';

const t = useTestApp();

async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) return app.listen({ host: '127.0.0.1', port: 0 });
  const bound = app.server.address();
  if (bound === null || typeof bound === 'string') throw new Error('not a TCP server');
  return `http://127.0.0.1:${bound.port}`;
}

/** An SSE client of the balance stream; `next` is the next `balance` event. */
async function openBalanceStream(app: FastifyInstance, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${await addressOf(app)}/api/balance/stream`, {
    signal: controller.signal,
    headers: bearer(token),
  });
  const body = response.body;
  if (body === null) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<BalanceEvent> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (event.includes('event: balance') && data !== undefined)
          return balanceEventSchema.parse(JSON.parse(data.slice('data: '.length)));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  }
  return {
    response,
    next,
    close: () => {
      controller.abort();
    },
  };
}

async function move(userId: number, amount: number): Promise<void> {
  await t.db.transaction((tx) =>
    postLedgerEntry(tx, {
      actor: SYSTEM_ACTOR,
      userId,
      amount: amount as Cents,
      kind: amount > 0 ? 'Deposit' : 'Withdraw',
      status: 'paid',
      at: t.clock.now(),
    }),
  );
}

describe('GET /api/balance/stream', () => {
  it('refuses a stream without a signed-in player', async () => {
    const response = await fetch(`${await addressOf(t.app)}/api/balance/stream`);
    expect(response.status).toBe(401);
  });

  it('sends the balance now, then the balance after each committed movement of that player only', async () => {
    const token = await loginDemo(t.app);
    const demoId = (await t.injectAs(token, { url: '/api/auth/me' })).json<{ id: number }>().id;
    const other = await verifiedAccount(t.app, 2);
    const stream = await openBalanceStream(t.app, token);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const first = await stream.next();
    expect(first.balance).toBe(await balanceOf(t.app, token));

    // Another player's money is not this stream's; a rolled-back movement never happened.
    await move(other.id, 1_000);
    await expect(
      t.db.transaction(async (tx) => {
        await postLedgerEntry(tx, {
          actor: SYSTEM_ACTOR,
          userId: demoId,
          amount: 99 as Cents,
          kind: 'Deposit',
          status: 'paid',
          at: t.clock.now(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await move(demoId, 2_500);
    const after = await stream.next();
    expect(after.balance).toBe(first.balance + 2_500);
    expect(after.entryId).toBeGreaterThan(first.entryId);
    await move(demoId, -1_000);
    expect((await stream.next()).balance).toBe(first.balance + 1_500);
    expect(await balanceOf(t.app, token)).toBe(first.balance + 1_500);
    stream.close();
  });

  // PGlite is one process; the PostgreSQL project runs this.
  const provided = inject('testDatabase');
  it.runIf(provided.engine === 'postgres')(
    "reaches the player's stream on another api process sharing the PostgreSQL database",
    async () => {
      if (provided.engine !== 'postgres') throw new Error('runs on PostgreSQL only');
      const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      const other = await buildApp({
        config: testConfig({ SEED: 'false' }),
        // One LISTEN for rounds, one for balances, one for the requests.
        db: openPostgres(databaseUrl(provided.serverUrl, rows[0]?.name ?? ''), 3),
        // The sessions' clock: a token of the test clock's day is alive there too.
        clock: t.clock.now,
        simulateRounds: false,
      });
      try {
        const player = await verifiedAccount(t.app, 3);
        const stream = await openBalanceStream(other, player.token);
        expect(stream.response.status).toBe(200);
        expect((await stream.next()).balance).toBe(0);
        await move(player.id, 4_200);
        expect((await stream.next()).balance).toBe(4_200);
        stream.close();
      } finally {
        await other.close();
      }
    },
  );
});
