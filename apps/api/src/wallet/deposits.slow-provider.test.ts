// A slow payment provider stalls nobody (docs/architecture.md#provider-calls-outside-transactions):
// the charge is reserved and committed before the provider is asked, so while
// one deposit waits for its charge (the provider answers within its 5 s
// deadline, held here by the test rather than by a timer), another player's
// deposit and the same player's bet are answered. On PGlite, which runs one
// transaction at a time, a call inside the transaction stalled every write of
// the process; on PostgreSQL, the player's bets behind their row lock.
import { randomUUID } from 'node:crypto';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { Limits } from '@velas/domain/protection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { insertLimitChange } from '#/protection/protection-repository.js';
import { login, loginDemo, TEST_LIMITS } from '#/test/accounts.js';
import {
  creditCents,
  enabledGames,
  rsaKeys,
  walletCall,
  walletPlayer,
} from '#/test/game-wallet.js';
import { startPixChargeProvider, type TestPixChargeProvider } from '#/test/pix-charge-provider.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const NOW = Date.parse('2026-03-10T18:00:00.000Z');
// Test-only secret, never printed in a document.
const WEBHOOK_SECRET = 'teste-payment-webhook-3Rw8Yt2Kp6Mz9Lq4Vd7Hs1Xc5';
/** Longer than any answer that does not wait for the held provider. */
const ANSWERED_WITHIN_MS = 3_000;

const keys = rsaKeys();
let provider: TestPixChargeProvider;
beforeAll(async () => {
  provider = await startPixChargeProvider({ lifetimeSeconds: 400, now: () => NOW });
});
afterAll(() => provider.stop());

const t = useTestApp(() =>
  productionTestApp({
    providers: {
      payment: {
        webhookSecret: WEBHOOK_SECRET,
        baseUrl: provider.baseUrl,
        apiKey: provider.apiKey,
      },
    },
    games: enabledGames(keys),
  }),
);

/** A second verified player beside the seeded demo account (production registers through KYC). */
async function secondPlayer(): Promise<string> {
  const person = TEST_DOCUMENTS[1];
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, cpf, birth_date, phone, kyc_status,
       zip_code, state, city, street, neighborhood, number, created_at)
     SELECT 'segunda@example.com', password_hash, $2, $1, birth_date, '11911112222', 'approved',
       zip_code, state, city, street, neighborhood, number, created_at
       FROM users WHERE email = $3
     RETURNING id`,
    [person.cpf, person.name, DEMO_EMAIL],
  );
  await t.db.transaction((tx) =>
    insertLimitChange(tx, {
      userId: rows[0]?.id ?? 0,
      limits: TEST_LIMITS as Limits,
      now: 0,
      effectiveAt: 0,
      actor: SYSTEM_ACTOR,
    }),
  );
  return login(t.app, 'segunda@example.com', DEMO_PASSWORD);
}

/** 'waiting' when `answer` has not settled within `ms`. */
function within<T>(answer: Promise<T>, ms: number): Promise<T | 'waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waiting = new Promise<'waiting'>((resolve) => {
    timer = setTimeout(() => {
      resolve('waiting');
    }, ms);
  });
  return Promise.race([answer, waiting]).finally(() => {
    clearTimeout(timer);
  });
}

describe('a slow payment provider', () => {
  it("holds up neither another player's deposit nor the player's own bet", async () => {
    const demo = await loginDemo(t.app);
    const other = await secondPlayer();
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_EMAIL,
    ]);
    const demoId = rows[0]?.id ?? 0;
    await creditCents(t.db, demoId, 10_000, t.clock.now());
    const player = await walletPlayer(t.db, demoId, t.clock.now());

    const hold = provider.holdNext();
    const slow = t.injectAs(demo, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 5_000 },
      headers: { 'idempotency-key': 'deposito-lento' },
    });
    await hold.received;
    try {
      const deposit = await within(
        t.injectAs(other, {
          method: 'POST',
          url: '/api/deposits',
          payload: { amount: 3_000 },
          headers: { 'idempotency-key': 'deposito-ao-lado' },
        }),
        ANSWERED_WITHIN_MS,
      );
      expect(deposit === 'waiting' ? 'waiting' : deposit.statusCode).toBe(201);
      const bet = await within(
        walletCall(t.app, keys, {
          path: '/transaction/bet',
          body: {
            user: player.user,
            transaction_uuid: randomUUID(),
            token: player.token,
            round: 'rodada-1',
            round_closed: false,
            request_uuid: randomUUID(),
            game_code: player.gameCode,
            currency: 'BRL',
            amount: 1_000 * 1000,
          },
        }),
        ANSWERED_WITHIN_MS,
      );
      expect(bet === 'waiting' ? 'waiting' : bet.status).toBe('RS_OK');
    } finally {
      hold.release();
    }
    const answered = await slow;
    expect(answered.statusCode).toBe(201);
    const { data } = answered.json<{ data: { id: string; code: string; status: string } }>();
    expect(data).toMatchObject({ status: 'pending' });
    expect(data.code).toContain(`pix.example.com/qr/${data.id}`);
  });

  it('that fails leaves its reservation cancelled and the key free for a retry', async () => {
    const demo = await loginDemo(t.app);
    const send = () =>
      t.injectAs(demo, {
        method: 'POST',
        url: '/api/deposits',
        payload: { amount: 4_000 },
        headers: { 'idempotency-key': 'deposito-falhou' },
      });
    provider.answerWith({ status: 500 });
    try {
      expect((await send()).statusCode).toBe(503);
    } finally {
      provider.answerWith(null);
    }
    const { rows } = await t.db.query<{ status: string; code: string | null }>(
      'SELECT status, code FROM deposits WHERE amount_cents = 4000',
    );
    // Never issued: no code, and no longer counted by the loss limit.
    expect(rows).toEqual([{ status: 'cancelled', code: null }]);
    expect((await send()).statusCode).toBe(201);
  });
});
