// No received money is lost (docs/api/money.md#refunds): a signed payment
// for a charge the api no longer has (purged after its week, or never
// created here: a restore, a provider's mistake) is recorded and refunded
// through the payout provider, answered 200, and listed by the
// reconciliation; the purge keeps every charge a payment points at.
import { describe, expect, it } from 'vitest';
import { reconcileReceivedPix } from '#/reconciliation/received-pix.js';
import { purgeExpired } from '#/retention/retention.js';
import { PAYOUT_CALLBACK_PATH } from '#/sandbox/payouts/demo-payout-provider.js';
import { loginDemo } from '#/test/accounts.js';
import {
  TEST_PAYOUT_CALLBACK_SECRET,
  payoutSettings,
  usePayoutProvider,
} from '#/test/payout-provider.js';
import { productionTestApp } from '#/test/production-app.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import { useTestApp } from '#/test/use-test-app.js';

// Test-only secrets, never printed in a document.
const WEBHOOK_SECRET = 'teste-webhook-pix-8Jw3Kq7Zr2Vn5Xt9Lc4Hb6Pm1';
const DAY = 86_400_000;

const provider = usePayoutProvider();
const t = useTestApp(() =>
  productionTestApp({
    providers: {
      payment: { webhookSecret: WEBHOOK_SECRET },
      payouts: payoutSettings(provider),
    },
  }),
);
/** A static-key charge, as production makes it without a provider's dynamic charges. */
async function newCharge(amount: number): Promise<string> {
  // Signed in afresh: the tests move the clock past a session's life.
  const response = await t.injectAs(await loginDemo(t.app), {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function signed(path: string, secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const response = await sendSignedCallback(t.app, {
    url: path,
    secret,
    at: t.clock.now(),
    body: raw,
  });
  return response.statusCode;
}

const paid = (event: string, chargeId: string, amount: number, paymentId: string) =>
  signed('/providers-api/payment/webhook', WEBHOOK_SECRET, {
    event_id: event,
    type: 'charge.paid',
    charge_id: chargeId,
    amount_cents: amount,
    payment_id: paymentId,
  });

async function recorded(paymentId: string) {
  const { rows } = await t.db.query<{ outcome: string; payout_id: string | null }>(
    'SELECT outcome, payout_id FROM received_payments WHERE payment_id = $1',
    [paymentId],
  );
  return rows;
}

/** The refunds the payout provider was asked for, for this payment. */
const refundsSent = (paymentId: string) =>
  provider.requests.filter(
    (request) => request.body.kind === 'refund' && request.body.payment_id === paymentId,
  );

const purge = () =>
  purgeExpired(t.db, t.clock.now(), {
    loginFailureWindowMs: 900_000,
    trustedDeviceMs: 30 * 86_400_000,
  });

async function chargeExists(id: string): Promise<boolean> {
  return (await t.db.query('SELECT 1 FROM deposits WHERE id = $1', [id])).rows.length === 1;
}

describe('a signed payment of a charge the api no longer has', () => {
  it('the late Pix after a purge refunded', async () => {
    const id = await newCharge(5_000);
    t.clock.advance(8 * DAY);
    await purge();
    expect(await chargeExists(id)).toBe(false);

    expect(await paid('evt-tarde-1', id, 5_000, 'E2E0000000000000000000000000tarde1')).toBe(200);
    const rows = await recorded('E2E0000000000000000000000000tarde1');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.outcome).toBe('unknown_charge');
    const [refund] = refundsSent('E2E0000000000000000000000000tarde1');
    expect(refund?.body).toMatchObject({ kind: 'refund', amount_cents: 5_000 });
    expect(refund?.idempotencyKey).toBe(rows[0]?.payout_id);
    // A UUIDv7, never a sequence a restore could rewind (payouts/payout-ids.ts).
    expect(refund?.idempotencyKey).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);

    // Open while the provider returns it, closed once it says so.
    const line = async () =>
      (await reconcileReceivedPix(t.db)).lines.find(
        (item) => item.paymentId === 'E2E0000000000000000000000000tarde1',
      );
    expect(await line()).toMatchObject({
      chargeId: id,
      userId: null,
      outcome: 'unknown_charge',
      state: 'refund_processing',
    });
    expect(
      await signed(PAYOUT_CALLBACK_PATH, TEST_PAYOUT_CALLBACK_SECRET, {
        event_id: 'pay-tarde-1',
        type: 'payout.paid',
        payout_id: refund?.body.payout_id,
        amount_cents: 5_000,
      }),
    ).toBe(200);
    expect(await line()).toMatchObject({ state: 'refunded' });
    expect((await reconcileReceivedPix(t.db)).balanced).toBe(true);
  });

  it('of a charge id that never existed is recorded and refunded', async () => {
    // One of our format; a dynamic charge's txid of 35; `***`, a payment to the key with no txid.
    const ids = ['f'.repeat(25), 'Txid0dinamico0de0outro0sistema00035', '***'];
    for (const [n, never] of ids.entries()) {
      const payment = `E2E0000000000000000000000000nunca${String(n)}`;
      expect(await paid(`evt-nunca-${String(n)}`, never, 1_234, payment), never).toBe(200);
      expect(await recorded(payment)).toMatchObject([{ outcome: 'unknown_charge' }]);
      expect(refundsSent(payment)).toHaveLength(1);
    }
  });

  it('replayed is recorded once and refunded once', async () => {
    const never = 'e'.repeat(25);
    const payment = 'E2E000000000000000000000000replay';
    expect(await paid('evt-replay-1', never, 2_000, payment)).toBe(200);
    // The same callback again: already received.
    expect(await paid('evt-replay-1', never, 2_000, payment)).toBe(409);
    // The same payment under another event id (a provider's redelivery): moves nothing.
    expect(await paid('evt-replay-2', never, 2_000, payment)).toBe(200);
    expect(await recorded(payment)).toHaveLength(1);
    await t.app.payouts.sendQueued(0);
    expect(refundsSent(payment)).toHaveLength(1);
  });
});

describe('the purge', () => {
  it('with a late payment present does not fail and keeps the paid charge', async () => {
    const id = await newCharge(6_000);
    t.clock.advance(DAY);
    expect(await paid('evt-atrasado-1', id, 6_000, 'E2E000000000000000000000000late01')).toBe(200);
    expect(await recorded('E2E000000000000000000000000late01')).toMatchObject([
      { outcome: 'late' },
    ]);
    const orphan = await newCharge(7_000);
    t.clock.advance(8 * DAY);
    const purged = await purge();
    expect(purged.deposits).toBeGreaterThanOrEqual(1);
    expect(await chargeExists(id)).toBe(true);
    expect(await chargeExists(orphan)).toBe(false);
    // And again the next hour.
    t.clock.advance(3_600_000);
    await expect(purge()).resolves.toMatchObject({ deposits: 0 });
    expect(await chargeExists(id)).toBe(true);
  });
});
