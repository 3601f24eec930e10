// The brakes on withdrawals (docs/api/money.md#brakes-on-money-out), through
// POST /api/withdraws against the payout provider's double over real HTTP: a
// withdrawal above the review threshold, past the daily cap or past the
// hourly count is `review` ("Em análise") with its pt-BR message, its money
// debited, and never sent to the provider.
import { DAY_MS } from '@velas/domain/calendar';
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { walletMessages } from '@velas/domain/messages/wallet';
import { withdrawalsResponseSchema } from '@velas/domain/schemas/wallet';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectWithdrawalPayoutId } from '#/payouts/payouts-repository.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { creditCents } from '#/test/game-wallet.js';
import { payoutSettings, usePayoutProvider } from '#/test/payout-provider.js';
import { DEMO_PIX_KEY, requestWithdrawal, withdrawalPayoutId } from '#/test/payouts.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const provider = usePayoutProvider();
const t = useTestApp(() =>
  productionTestApp({
    providers: {
      payouts: payoutSettings(provider),
    },
    moneyOut: {
      withdrawalReviewAboveCents: 10_000,
      withdrawalDailyCapCents: 25_000,
      withdrawalsPerHour: 3,
    },
  }),
);
beforeAll(async () => {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_EMAIL,
  ]);
  await creditCents(t.db, rows[0]?.id ?? 0, 1_000_000, t.clock.now());
});
let token: string;
// Each case starts on a day of its own (signed in again: a session lasts a day).
beforeEach(async () => {
  t.clock.advance(DAY_MS);
  token = await loginDemo(t.app);
});

const withdraw = (amount: number) => requestWithdrawal(t, token, amount);

const sentIds = () => provider.requests.map((request) => request.body.payout_id);

async function listed(id: number) {
  const response = await t.injectAs(token, { url: '/api/withdraws' });
  return withdrawalsResponseSchema.parse(response.json()).data.find((item) => item.id === id);
}

describe('the brakes on withdrawals', () => {
  it('holds a withdrawal above the review threshold, debited and not sent', async () => {
    const before = await balanceOf(t.app, token);
    const held = await withdraw(10_001);
    expect(held).toMatchObject({ status: 'review', message: walletMessages.withdrawReviewAmount });
    expect(await balanceOf(t.app, token)).toBe(before - 10_001);
    expect(await selectWithdrawalPayoutId(t.db, held.id)).toBeUndefined();
    expect(await listed(held.id)).toMatchObject({
      status: 'review',
      reviewMessage: walletMessages.withdrawReviewAmount,
      settledAt: null,
    });
    // One at the threshold goes out (the held one counts toward the daily cap).
    const sent = await withdraw(10_000);
    expect(sent.status).toBe('processing');
    expect(sentIds()).toContain(await withdrawalPayoutId(t.db, sent.id));
    expect((await listed(sent.id))?.reviewMessage).toBeNull();
  });

  it('holds the withdrawal that takes the day past the daily cap', async () => {
    expect((await withdraw(10_000)).status).toBe('processing');
    expect((await withdraw(10_000)).status).toBe('processing');
    const held = await withdraw(6_000);
    expect(held).toMatchObject({
      status: 'review',
      message: walletMessages.withdrawReviewDailyCap,
    });
    expect(await selectWithdrawalPayoutId(t.db, held.id)).toBeUndefined();
    // The next day starts afresh.
    t.clock.advance(DAY_MS);
    token = await loginDemo(t.app);
    expect((await withdraw(3_000)).status).toBe('processing');
  });

  it('holds the withdrawal past the hourly count, and lets one through an hour later', async () => {
    for (let index = 0; index < 3; index++)
      expect((await withdraw(3_000)).status).toBe('processing');
    const held = await withdraw(3_000);
    expect(held).toMatchObject({
      status: 'review',
      message: walletMessages.withdrawReviewVelocity,
    });
    expect(await selectWithdrawalPayoutId(t.db, held.id)).toBeUndefined();
    t.clock.advance(3_600_001);
    expect((await withdraw(3_000)).status).toBe('processing');
  });

  it('counts withdrawals made at once: only as many as the hour allows go out', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        t.injectAs(token, {
          method: 'POST',
          url: '/api/withdraws',
          headers: { 'idempotency-key': `ao-mesmo-tempo-${String(index)}` },
          payload: { amount: 3_000, ...DEMO_PIX_KEY },
        }),
      ),
    );
    const statuses = results.map((response) => response.json<{ status: string }>().status);
    expect(statuses.filter((status) => status === 'processing')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'review')).toHaveLength(2);
  });
});
