// The payout provider's contract, end to end over real HTTP: a withdrawal is
// `processing` until the demo provider's signed callback says paid or failed,
// and a failed one returns its money to the balance exactly once.
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { withdrawalsResponseSchema } from '@velas/domain/schemas/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { reversalReference } from '#/money/ledger-references.js';
import { signatureHeaders } from '#/provider-wire/signature.js';
import { insertOrder } from '#/sandbox/payouts/demo-payout-orders-repository.js';
import {
  DEMO_PAYOUT_DELAY_MS,
  PAYOUT_CALLBACK_PATH,
} from '#/sandbox/payouts/demo-payout-provider.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { requestWithdrawal, withdrawalPayoutId } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { newPayoutId } from './payout-ids.js';

// Many withdrawals of one player within the hour: the brakes have their own
// tests (wallet/withdrawals/brakes.routes.test.ts).
const t = useTestApp({
  settings: demoRuntimeSettings({
    ...DEMO_SETTINGS,
    moneyOut: { ...DEMO_SETTINGS.moneyOut, withdrawalsPerHour: 100 },
  }),
});
let demo: string;
let baseUrl: string;
beforeAll(async () => {
  // The demo provider calls back over HTTP to the address the app listens on.
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  demo = await loginDemo(t.app);
});

async function withdraw(amount: number): Promise<number> {
  const withdrawal = await requestWithdrawal(t, demo, amount);
  expect(withdrawal.status).toBe('processing');
  return withdrawal.id;
}

async function statusOf(id: number): Promise<string | undefined> {
  const response = await t.injectAs(demo, { url: '/api/withdraws' });
  return withdrawalsResponseSchema.parse(response.json()).data.find((item) => item.id === id)
    ?.status;
}

async function reversals(id: number): Promise<number> {
  const { rowCount } = await t.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [
    reversalReference(id),
  ]);
  return rowCount;
}

/** A callback as a provider sends it, over real HTTP; `secret` defaults to the demo's. */
async function postCallback(
  body: Record<string, unknown>,
  options: { secret?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const raw = options.raw ?? JSON.stringify(body);
  const signed = signatureHeaders(
    options.secret ?? t.app.settings.demoSecret ?? '',
    t.clock.now(),
    JSON.stringify(body),
  );
  const response = await fetch(`${baseUrl}${PAYOUT_CALLBACK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.headers ?? signed) },
    body: raw,
  });
  return { status: response.status, body: await response.json() };
}

let events = 0;
const failedEvent = async (id: number, amount: number) => ({
  event_id: `evento-${String((events += 1))}`,
  type: 'payout.failed',
  payout_id: await withdrawalPayoutId(t.db, id),
  amount_cents: amount,
  reason: 'Conta de destino encerrada.',
});

describe('a withdrawal through the demo payout provider', () => {
  it('is processing with the money debited, then paid after the delay', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await withdraw(3_000);
    expect(await balanceOf(t.app, demo)).toBe(before - 3_000);
    expect(await statusOf(id)).toBe('processing');
    const sent = await t.db.query<{ status: string }>('SELECT status FROM payouts WHERE id = $1', [
      await withdrawalPayoutId(t.db, id),
    ]);
    expect(sent.rows[0]?.status).toBe('sent');

    t.clock.advance(DEMO_PAYOUT_DELAY_MS - 1);
    expect(await t.app.payouts.demo?.deliverDue()).toBe(0);
    expect(await statusOf(id)).toBe('processing');
    t.clock.advance(1);
    expect(await t.app.payouts.demo?.deliverDue()).toBe(1);
    expect(await statusOf(id)).toBe('paid');
    expect(await balanceOf(t.app, demo)).toBe(before - 3_000);
    expect(await reversals(id)).toBe(0);
  });

  it('fails when told to, returning the money exactly once', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await withdraw(4_000);
    const fail = () =>
      t.injectAs(demo, { method: 'POST', url: `/api/withdraws/${String(id)}/simulate-failure` });
    const first = await fail();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { id, status: 'failed' } });
    expect(await balanceOf(t.app, demo)).toBe(before);
    expect((await fail()).statusCode).toBe(200);
    // The provider's paid verdict arriving later changes nothing.
    t.clock.advance(DEMO_PAYOUT_DELAY_MS);
    await t.app.payouts.demo?.deliverDue();
    expect(await statusOf(id)).toBe('failed');
    expect(await balanceOf(t.app, demo)).toBe(before);
    expect(await reversals(id)).toBe(1);
  });

  it('delivers every due verdict in one pass, past a page of orders', async () => {
    // Orders for payouts this api never requested: each callback is answered
    // 404, which the provider takes as final, like a delivered verdict.
    for (let order = 0; order < 150; order += 1)
      await insertOrder(t.db, newPayoutId(t.clock.now()), toCents(100), new Date(t.clock.now()));
    expect(await t.app.payouts.demo?.deliverDue()).toBe(150);
    expect(await t.app.payouts.demo?.deliverDue()).toBe(0);
  });

  it("answers 404 for another user's withdrawal or an unknown one", async () => {
    const response = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/withdraws/999999/simulate-failure',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: walletMessages.withdrawNotFound,
      errors: {},
    });
  });
});

describe('POST /providers-api/payout/callback', () => {
  it('refuses a missing, wrong or tampered signature, moving nothing', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await withdraw(3_000);
    const event = await failedEvent(id, 3_000);
    expect((await postCallback(event, { headers: {} })).status).toBe(401);
    expect(
      (await postCallback(event, { secret: 'outro-segredo-0123456789abcdef0123456789' })).status,
    ).toBe(401);
    const tampered = JSON.stringify({ ...event, amount_cents: 300_000 });
    expect((await postCallback(event, { raw: tampered })).status).toBe(401);
    expect(await statusOf(id)).toBe('processing');
    expect(await balanceOf(t.app, demo)).toBe(before - 3_000);
  });

  it('takes a signed failure once: a replay answers 409 and returns nothing more', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await withdraw(3_000);
    const event = await failedEvent(id, 3_000);
    const first = await postCallback(event);
    expect(first).toEqual({ status: 200, body: { status: 'accepted' } });
    const replay = await postCallback(event);
    expect(replay.status).toBe(409);
    expect(await balanceOf(t.app, demo)).toBe(before);
    expect(await reversals(id)).toBe(1);
    // A paid verdict after the failure is a contradiction: refused, no money moves.
    const paid = await postCallback({ ...(await failedEvent(id, 3_000)), type: 'payout.paid' });
    expect(paid.status).toBe(409);
    expect(await statusOf(id)).toBe('failed');
  });

  it('returns the money once under concurrent failures, and refuses a wrong amount', async () => {
    const before = await balanceOf(t.app, demo);
    const id = await withdraw(5_000);
    expect((await postCallback(await failedEvent(id, 5_001))).status).toBe(422);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => postCallback(await failedEvent(id, 5_000))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await balanceOf(t.app, demo)).toBe(before);
    expect(await reversals(id)).toBe(1);
  });

  it('answers 404 for a payout it never requested', async () => {
    for (const payoutId of ['saque-987654', '019cd8f2a6c07d1e9f3b2a4c5d6e7f80']) {
      const answer = await postCallback({
        event_id: `evento-${String((events += 1))}`,
        type: 'payout.failed',
        payout_id: payoutId,
        amount_cents: 3_000,
      });
      expect(answer.status).toBe(404);
    }
  });
});
