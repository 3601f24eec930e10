// The held-money queue's service (money-review.ts): what is listed, and each
// decision taking effect once.
import { describe, expect, it } from 'vitest';
import { operatorActor } from '#/audit/audit-actor.js';
import { Conflict } from '#/domain-errors.js';
import { reversalReference } from '#/money/ledger-references.js';
import { sendPayout } from '#/payouts/payouts.js';
import { balanceOf } from '#/test/accounts.js';
import { aHeldWin, useHeldMoney } from '#/test/held-money.js';
import { DEMO_PIX_KEY, withdrawalPayoutId } from '#/test/payouts.js';
import {
  listHeldMoney,
  settleHeldWin,
  settleHeldWithdrawal,
  type Decision,
} from './money-review.js';

const { keys, provider, t, demo } = useHeldMoney();

const reviewer = () => ({ actor: operatorActor('ana.operadora'), now: t.clock.now() });
const onWithdrawal = (id: number, decision: Decision) =>
  t.db.transaction((tx) => settleHeldWithdrawal(tx, id, decision, reviewer()));
const onWin = (id: number, decision: Decision) =>
  t.db.transaction((tx) => settleHeldWin(tx, id, decision, reviewer()));

/** A bet of R$ 1,00 and a win of `winCents` on it; the held win's id when held. */
const bigWin = (winCents: number) => aHeldWin(t, keys, demo.player, winCents);

async function withdraw(): Promise<{ id: number; status: string }> {
  const response = await t.injectAs(demo.token, {
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount: 3_000, ...DEMO_PIX_KEY },
  });
  return response.json();
}

const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))
    .rows[0]?.status;

async function expectDecided(promise: Promise<unknown>): Promise<void> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Conflict);
}

describe('the held-money queue', () => {
  it('lists a held win and the withdrawal it holds, then releases the withdrawal once', async () => {
    const winId = await bigWin(200_000);
    const withdrawal = await withdraw();
    expect(withdrawal.status).toBe('review');
    const held = await listHeldMoney(t.db);
    expect(held.wins.map((row) => [row.id, row.amountCents])).toContainEqual([winId, 200_000]);
    expect(held.withdrawals.map((row) => [row.id, row.reviewReason])).toContainEqual([
      withdrawal.id,
      'held_win',
    ]);

    const payoutId = await onWithdrawal(withdrawal.id, 'release');
    expect(payoutId).toBe(await withdrawalPayoutId(t.db, withdrawal.id));
    expect(await statusOf(withdrawal.id)).toBe('processing');
    await sendPayout(t.app.payouts.context, payoutId ?? '');
    expect(provider.requests.map((request) => request.body.payout_id)).toContain(payoutId);
    await expectDecided(onWithdrawal(withdrawal.id, 'release'));
    await expectDecided(onWithdrawal(withdrawal.id, 'return'));
  });

  it('returns a withdrawal: failed, its money back on the balance once, nothing sent', async () => {
    const before = await balanceOf(t.app, demo.token);
    const withdrawal = await withdraw();
    expect(withdrawal.status).toBe('review');
    expect(await onWithdrawal(withdrawal.id, 'return')).toBeNull();
    expect(await statusOf(withdrawal.id)).toBe('failed');
    expect(await balanceOf(t.app, demo.token)).toBe(before);
    await expectDecided(onWithdrawal(withdrawal.id, 'return'));
    const { rowCount } = await t.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [
      reversalReference(withdrawal.id),
    ]);
    expect(rowCount).toBe(1);
    // Returned from review, it never had a payout to send.
    const { rowCount: payouts } = await t.db.query(
      'SELECT 1 FROM payouts WHERE withdrawal_id = $1',
      [withdrawal.id],
    );
    expect(payouts).toBe(0);
  });

  it('releases a held win onto the balance once, and returns another without a cent', async () => {
    const [first] = (await listHeldMoney(t.db)).wins;
    const before = await balanceOf(t.app, demo.token);
    await onWin(first?.id ?? 0, 'release');
    expect(await balanceOf(t.app, demo.token)).toBe(before + 200_000);
    await expectDecided(onWin(first?.id ?? 0, 'release'));

    const second = await bigWin(300_000);
    const afterBet = await balanceOf(t.app, demo.token);
    await onWin(second ?? 0, 'return');
    expect(await balanceOf(t.app, demo.token)).toBe(afterBet);
    await expectDecided(onWin(second ?? 0, 'release'));

    // No win held any more: a withdrawal goes out again.
    expect((await listHeldMoney(t.db)).wins).toEqual([]);
    expect((await withdraw()).status).toBe('processing');
  });
});
