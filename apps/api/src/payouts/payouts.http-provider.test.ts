// Production: withdrawals go to the operator's payout provider over HTTP with
// the payout id as Idempotency-Key; a refusal fails the withdrawal and returns
// the money; no answer keeps it queued until the resend job; the demo's
// failure action does not exist.
import { toCents } from '@velas/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { reversalReference } from '#/money/ledger-references.js';
import { PAYOUT_CALLBACK_PATH } from '#/sandbox/payouts/demo-payout-provider.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import {
  TEST_PAYOUT_CALLBACK_SECRET,
  payoutSettings,
  usePayoutProvider,
} from '#/test/payout-provider.js';
import { requestWithdrawal, withdrawalPayoutId } from '#/test/payouts.js';
import { productionTestApp } from '#/test/production-app.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import { useTestApp } from '#/test/use-test-app.js';
import { queueRefund, RESEND_AFTER_MS } from './payouts.js';

// Test-only secrets, never printed in a document.

const provider = usePayoutProvider();
let token: string;
// The seeded demo account is the funded, verified player of these tests.
const t = useTestApp(() =>
  productionTestApp({
    providers: {
      payouts: payoutSettings(provider),
    },
    // Many withdrawals within the hour: the brakes have their own tests.
    moneyOut: { withdrawalsPerHour: 100 },
  }),
);
beforeAll(async () => {
  token = await loginDemo(t.app);
});

const withdraw = async (amount: number) => (await requestWithdrawal(t, token, amount)).id;

const payoutStatus = async (id: number) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM payouts WHERE withdrawal_id = $1', [
      id,
    ])
  ).rows[0]?.status;

describe('the HTTP payout provider', () => {
  it('is sent the withdrawal with its payout id as the idempotency key', async () => {
    const id = await withdraw(3_000);
    const payoutId = await withdrawalPayoutId(t.db, id);
    expect(payoutId).toMatch(/^[0-9a-f]{32}$/);
    expect(provider.requests.at(-1)).toEqual({
      idempotencyKey: payoutId,
      repeat: false,
      body: {
        kind: 'transfer',
        payout_id: payoutId,
        amount_cents: 3_000,
        pix_key_type: 'CPF',
        pix_key: '529.982.247-25',
      },
    });
    expect(await payoutStatus(id)).toBe('sent');
    // Settled only by the signed callback.
    const body = JSON.stringify({
      event_id: 'pagamento-1',
      type: 'payout.paid',
      payout_id: payoutId,
      amount_cents: 3_000,
    });
    const paid = await sendSignedCallback(t.app, {
      url: PAYOUT_CALLBACK_PATH,
      secret: TEST_PAYOUT_CALLBACK_SECRET,
      at: t.clock.now(),
      body,
    });
    expect(paid.statusCode).toBe(200);
    expect(await payoutStatus(id)).toBe('paid');
  });

  it('fails a refused withdrawal and returns its money once', async () => {
    const before = await balanceOf(t.app, token);
    provider.answerWith(422);
    try {
      const id = await withdraw(3_000);
      expect(await payoutStatus(id)).toBe('failed');
      expect(await balanceOf(t.app, token)).toBe(before);
      const { rowCount } = await t.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [
        reversalReference(id),
      ]);
      expect(rowCount).toBe(1);
    } finally {
      provider.answerWith(null);
    }
  });

  it('keeps an unanswered payout queued, then sends it once the provider is back', async () => {
    const before = await balanceOf(t.app, token);
    provider.answerWith(503);
    const id = await withdraw(3_000);
    provider.answerWith(null);
    expect(await payoutStatus(id)).toBe('queued');
    expect(await balanceOf(t.app, token)).toBe(before - 3_000);
    expect(await t.app.payouts.sendQueued()).toBe(0);
    t.clock.advance(RESEND_AFTER_MS);
    expect(await t.app.payouts.sendQueued()).toBe(1);
    expect(await payoutStatus(id)).toBe('sent');
    const payoutId = await withdrawalPayoutId(t.db, id);
    expect(provider.requests.filter((request) => request.idempotencyKey === payoutId)).toHaveLength(
      1,
    );
  });

  it('sends a backlog past a page in one pass, each payout once', async () => {
    const ids = await t.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let refund = 0; refund < 150; refund += 1)
        queued.push(
          await queueRefund(
            tx,
            { userId: null, amountCents: toCents(100), paymentId: `pagamento-${String(refund)}` },
            t.clock.now(),
          ),
        );
      return queued;
    });
    t.clock.advance(RESEND_AFTER_MS);
    expect(await t.app.payouts.sendQueued()).toBe(150);
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT DISTINCT status FROM payouts WHERE id = ANY($1)',
      [ids],
    );
    expect(rows).toEqual([{ status: 'sent' }]);
    const sent = provider.requests.filter((request) => ids.includes(request.idempotencyKey ?? ''));
    expect(sent).toHaveLength(150);
  });

  it('has no failure action (a demo sandbox only)', async () => {
    const id = await withdraw(3_000);
    const response = await t.injectAs(token, {
      method: 'POST',
      url: `/api/withdraws/${String(id)}/simulate-failure`,
    });
    expect(response.statusCode).toBe(404);
    expect(await payoutStatus(id)).toBe('sent');
  });
});
