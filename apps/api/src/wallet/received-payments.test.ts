// Every cent received is credited or returned: a payment the provider reports
// late, twice, to a cancelled charge or for another amount is recorded and
// refunded through the payout provider, and the reconciliation lists each
// against the ledger.
import { walletMessages } from '@velas/domain/messages/wallet';
import { depositResponseSchema } from '@velas/domain/schemas/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileReceivedPix } from '#/reconciliation/received-pix.js';
import { DEMO_PAYOUT_DELAY_MS } from '#/sandbox/payouts/demo-payout-provider.js';
import { balanceOf, loginDemo, registerAndLogin } from '#/test/accounts.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

async function newCharge(token: string, amount: number): Promise<string> {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return depositResponseSchema.parse(response.json()).data.id;
}

let events = 0;
/** The payment provider reports one payment (its own payment id), signed. */
async function paid(chargeId: string, amount: number, paymentId?: string): Promise<number> {
  events += 1;
  const body = JSON.stringify({
    event_id: `evt-${String(events)}`,
    type: 'charge.paid',
    charge_id: chargeId,
    amount_cents: amount,
    payment_id: paymentId ?? `E2E${String(events)}`,
  });
  const response = await sendSignedCallback(t.app, {
    url: '/providers-api/payment/webhook',
    secret: t.app.settings.demoSecret ?? '',
    at: t.clock.now(),
    body,
  });
  return response.statusCode;
}

async function outcomes(chargeId: string): Promise<string[]> {
  const { rows } = await t.db.query<{ outcome: string }>(
    'SELECT outcome FROM received_payments WHERE charge_id = $1 ORDER BY id',
    [chargeId],
  );
  return rows.map((row) => row.outcome);
}

async function settleRefunds(): Promise<void> {
  t.clock.advance(DEMO_PAYOUT_DELAY_MS);
  await t.app.payouts.demo?.deliverDue();
}

describe('a payment the provider reports', () => {
  it('after the expiry is not credited but refunded, and the records say so', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await newCharge(demo, 5_000);
    t.clock.advance(400_000);
    expect(await paid(id, 5_000)).toBe(200);
    expect(await balanceOf(t.app, demo)).toBe(before);
    expect(await outcomes(id)).toEqual(['late']);
    const records = async () =>
      (await t.injectAs(demo, { url: '/api/protection/records' })).json<{
        data: { kind: string; detail: string }[];
      }>();
    const refundRecord = async () => {
      const answer = await records();
      return answer.data.find((record) => record.kind === 'refund')?.detail;
    };
    expect(await refundRecord()).toBe(
      `${walletMessages.refundReasonLate}: ${walletMessages.paymentRefundProcessing}`,
    );
    await settleRefunds();
    expect(await refundRecord()).toBe(
      `${walletMessages.refundReasonLate}: ${walletMessages.paymentRefunded}`,
    );
  });

  it('twice is credited once; the second payment is refunded', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await newCharge(demo, 6_000);
    expect(await paid(id, 6_000)).toBe(200);
    expect(await paid(id, 6_000)).toBe(200);
    expect(await balanceOf(t.app, demo)).toBe(before + 6_000);
    expect(await outcomes(id)).toEqual(['credited', 'duplicate']);
  });

  it('repeated under another event id is recorded once and moves nothing more', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await newCharge(demo, 6_100);
    expect(await paid(id, 6_100, 'E2E-mesmo')).toBe(200);
    expect(await paid(id, 6_100, 'E2E-mesmo')).toBe(200);
    expect(await balanceOf(t.app, demo)).toBe(before + 6_100);
    expect(await outcomes(id)).toEqual(['credited']);
  });

  it('for another amount is refunded, and the charge can still be paid', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await newCharge(demo, 7_000);
    expect(await paid(id, 1)).toBe(200);
    expect(await paid(id, 7_000)).toBe(200);
    expect(await balanceOf(t.app, demo)).toBe(before + 7_000);
    expect(await outcomes(id)).toEqual(['amount_mismatch', 'credited']);
  });

  it('to a charge a pause cancelled is refunded', async () => {
    const player = await registerAndLogin(t.app, 2);
    await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE cpf = $1", [player.cpf]);
    const id = await newCharge(player.token, 5_000);
    const pause = await t.injectAs(player.token, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    expect(pause.statusCode).toBe(200);
    const status = await t.injectAs(player.token, { url: `/api/deposits/${id}` });
    expect(status.json()).toMatchObject({ data: { status: 'cancelled' } });
    expect(await paid(id, 5_000)).toBe(200);
    expect(await balanceOf(t.app, player.token)).toBe(0);
    expect(await outcomes(id)).toEqual(['cancelled']);
  });

  it('many at once for one charge: one credit, the rest refunded', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await newCharge(demo, 8_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => paid(id, 8_000)));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(t.app, demo)).toBe(before + 8_000);
    const seen = await outcomes(id);
    expect(seen.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(seen.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
  });
});

describe('the reconciliation', () => {
  it('lists every received payment against the ledger and balances to the cent', async () => {
    await settleRefunds();
    const report = await reconcileReceivedPix(t.db);
    expect(report.lines.length).toBeGreaterThan(0);
    expect(report.totals.pending_review).toBe(0);
    expect(report.totals.refund_processing).toBe(0);
    expect(report.totals.received).toBe(report.totals.credited + report.totals.refunded);
    expect(report.balanced).toBe(true);
  });

  it('puts a refund the provider failed in pending review', async () => {
    const id = await newCharge(demo, 9_000);
    expect(await paid(id, 9_000)).toBe(200);
    expect(await paid(id, 9_000)).toBe(200);
    const { rows } = await t.db.query<{ payout_id: string }>(
      "SELECT payout_id FROM received_payments WHERE charge_id = $1 AND outcome = 'duplicate'",
      [id],
    );
    const refund = rows[0]?.payout_id ?? '';
    expect(await t.app.payouts.demo?.fail(refund)).toBe(true);
    const report = await reconcileReceivedPix(t.db);
    expect(report.totals.pending_review).toBe(9_000);
    expect(report.balanced).toBe(false);
    expect(report.lines.find((line) => line.state === 'pending_review')).toMatchObject({
      chargeId: id,
      outcome: 'duplicate',
    });
  });
});
