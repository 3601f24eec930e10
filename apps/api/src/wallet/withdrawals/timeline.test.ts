// A withdrawal's timeline in GET /api/withdraws (docs/product/wallet.md#wallet-withdrawals):
// solicitado, em análise only when a brake held it, enviado when the payout
// provider accepted it, then pago or devolvido, each with the api's moment,
// and the api's clock beside the list so the player's app tells the age from
// it. Driven through the demo payout provider over real HTTP.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { withdrawalsResponseSchema, type Withdrawal } from '@velas/domain/schemas/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActor } from '#/audit/audit-actor.js';
import { settleHeldWithdrawal } from '#/oversight/money-review.js';
import { DEMO_PAYOUT_DELAY_MS } from '#/sandbox/payouts/demo-payout-provider.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { loginDemo } from '#/test/accounts.js';
import { creditCents } from '#/test/game-wallet.js';
import { requestWithdrawal } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';

const REVIEW_ABOVE = 10_000;
const t = useTestApp({
  settings: demoRuntimeSettings({
    ...DEMO_SETTINGS,
    moneyOut: {
      ...DEMO_SETTINGS.moneyOut,
      withdrawalsPerHour: 100,
      withdrawalReviewAboveCents: REVIEW_ABOVE,
    },
  }),
});
let token: string;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await loginDemo(t.app);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_EMAIL,
  ]);
  await creditCents(t.db, rows[0]?.id ?? 0, 1_000_000, t.clock.now());
});

const iso = (at: number) => new Date(at).toISOString();

const withdraw = async (amount: number) => (await requestWithdrawal(t, token, amount)).id;

async function listed(id: number): Promise<{ withdrawal: Withdrawal | undefined; now: string }> {
  const response = await t.injectAs(token, { url: '/api/withdraws' });
  const body = withdrawalsResponseSchema.parse(response.json());
  return { withdrawal: body.data.find((item) => item.id === id), now: body.now };
}

const timeline = async (id: number) => (await listed(id)).withdrawal?.timeline;

/** A person's decision, as the held-money queue takes it, and the payout sent after it. */
async function decide(id: number, decision: 'release' | 'return'): Promise<void> {
  const payoutId = await t.db.transaction((tx) =>
    settleHeldWithdrawal(tx, id, decision, {
      actor: operatorActor('analista'),
      now: t.clock.now(),
    }),
  );
  if (payoutId !== null) await t.app.payouts.send(payoutId);
}

async function payDue(): Promise<void> {
  t.clock.advance(DEMO_PAYOUT_DELAY_MS);
  await t.app.payouts.demo?.deliverDue();
}

describe('the timeline of a withdrawal', () => {
  it("answers the api's clock beside the list", async () => {
    t.clock.advance(1_234);
    expect((await listed(0)).now).toBe(iso(t.clock.now()));
  });

  it('paid: solicitado, enviado, pago, each at its moment', async () => {
    const requested = t.clock.now();
    const id = await withdraw(3_000);
    expect(await timeline(id)).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'sent', at: iso(requested) },
    ]);
    await payDue();
    const { withdrawal } = await listed(id);
    expect(withdrawal?.status).toBe('paid');
    expect(withdrawal?.timeline).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'sent', at: iso(requested) },
      { step: 'paid', at: iso(requested + DEMO_PAYOUT_DELAY_MS) },
    ]);
  });

  it('held, then released and paid: em análise from the request, enviado at the release', async () => {
    t.clock.advance(60_000);
    const requested = t.clock.now();
    const id = await withdraw(REVIEW_ABOVE + 1);
    expect(await timeline(id)).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'review', at: iso(requested) },
    ]);
    t.clock.advance(20 * 60_000);
    const released = t.clock.now();
    await decide(id, 'release');
    await payDue();
    expect(await timeline(id)).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'review', at: iso(requested) },
      { step: 'sent', at: iso(released) },
      { step: 'paid', at: iso(released + DEMO_PAYOUT_DELAY_MS) },
    ]);
  });

  it('released while the provider is down: solicitado and em análise only, its payout queued', async () => {
    const requested = t.clock.now();
    const id = await withdraw(REVIEW_ABOVE + 3);
    const down = await t.injectAs(token, {
      method: 'POST',
      url: `/api/withdraws/${String(id)}/simulate-provider-down`,
    });
    expect(down.statusCode).toBe(200);
    await decide(id, 'release');
    await payDue();
    const { withdrawal } = await listed(id);
    expect(withdrawal?.status).toBe('processing');
    expect(withdrawal?.timeline).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'review', at: iso(requested) },
    ]);
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM payouts WHERE withdrawal_id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'queued' }]);
  });

  it('held, then returned: devolvido at the decision, never enviado', async () => {
    const requested = t.clock.now();
    const id = await withdraw(REVIEW_ABOVE + 2);
    t.clock.advance(5 * 60_000);
    await decide(id, 'return');
    const { withdrawal } = await listed(id);
    expect(withdrawal?.status).toBe('failed');
    expect(withdrawal?.timeline).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'review', at: iso(requested) },
      { step: 'returned', at: iso(requested + 5 * 60_000) },
    ]);
  });

  it('failed by the provider: enviado, then devolvido', async () => {
    const requested = t.clock.now();
    const id = await withdraw(3_100);
    t.clock.advance(1_000);
    const failed = await t.injectAs(token, {
      method: 'POST',
      url: `/api/withdraws/${String(id)}/simulate-failure`,
    });
    expect(failed.statusCode).toBe(200);
    expect(await timeline(id)).toEqual([
      { step: 'requested', at: iso(requested) },
      { step: 'sent', at: iso(requested) },
      { step: 'returned', at: iso(requested + 1_000) },
    ]);
  });
});
