// A payout or withdrawal already settled is never settled again: the UPDATEs
// themselves check the state, whatever their caller checked before.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '#/test/accounts.js';
import { DEMO_PIX_KEY, withdrawalPayoutId } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { markWithdrawalSettled } from '#/wallet/withdrawals/withdrawals-repository.js';
import { markPayoutSettled } from './payouts-repository.js';

const t = useTestApp();
let withdrawalId: number;
beforeAll(async () => {
  const demo = await loginDemo(t.app);
  const response = await t.injectAs(demo, {
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount: 5_000, ...DEMO_PIX_KEY },
  });
  expect(response.json()).toMatchObject({ status: 'processing' });
  withdrawalId = response.json<{ id: number }>().id;
});

async function statuses() {
  const { rows } = await t.db.query<{ withdrawal: string; payout: string }>(
    `SELECT w.status AS withdrawal, p.status AS payout
     FROM withdrawals w JOIN payouts p ON p.withdrawal_id = w.id WHERE w.id = $1`,
    [withdrawalId],
  );
  return rows[0];
}

describe('settling a payout and its withdrawal', () => {
  it('settles them once; a second verdict changes neither', async () => {
    const payoutId = await withdrawalPayoutId(t.db, withdrawalId);
    const at = new Date(t.clock.now());
    await markPayoutSettled(t.db, { id: payoutId, status: 'paid', reason: null, at });
    await markWithdrawalSettled(t.db, withdrawalId, 'paid', at);
    expect(await statuses()).toEqual({ withdrawal: 'paid', payout: 'paid' });

    const again = [
      await markPayoutSettled(t.db, { id: payoutId, status: 'failed', reason: 'late', at }),
      await markWithdrawalSettled(t.db, withdrawalId, 'failed', at),
    ];
    expect(await statuses()).toEqual({ withdrawal: 'paid', payout: 'paid' });
    expect(again).toEqual([false, false]);
  });
});
