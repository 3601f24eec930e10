// The huge win, tried as an attacker would with a leaked wallet key: a
// correctly signed win of 9×10¹⁵ units on a R$ 1,00 bet. The round happened,
// so the aggregator hears RS_OK, but the money is held, not withdrawable, and
// the player's withdrawals wait for a person (docs/api/money.md#brakes-on-money-out).
import { randomUUID } from 'node:crypto';
import { walletMessages } from '@velas/domain/messages/wallet';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '#/test/accounts.js';
import { walletCall } from '#/test/game-wallet.js';
import { useHeldMoney, walletTransaction } from '#/test/held-money.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';

const { keys, provider, t, demo } = useHeldMoney();

const call = (path: string, body: Record<string, unknown>) =>
  walletCall(t.app, keys, { path, body });
const transaction = (amountUnits: number, extra: Record<string, unknown> = {}) =>
  walletTransaction(demo.player, amountUnits, extra);

describe('a win above its game ceiling', () => {
  it('answers RS_OK, leaves the withdrawable balance unchanged and holds withdrawals', async () => {
    const bet = transaction(100_000);
    expect((await call('/transaction/bet', bet)).status).toBe('RS_OK');
    const afterBet = await balanceOf(t.app, demo.token);

    const win = await call(
      '/transaction/win',
      transaction(9_000_000_000_000_000, {
        reference_transaction_uuid: bet.transaction_uuid,
        round_closed: true,
      }),
    );
    expect(win.status).toBe('RS_OK');
    expect(win.balance).toBe(afterBet * 1000);
    expect(await balanceOf(t.app, demo.token)).toBe(afterBet);

    const withdrawal = await t.injectAs(demo.token, {
      method: 'POST',
      url: '/api/withdraws',
      payload: { amount: 3_000, ...DEMO_PIX_KEY },
    });
    expect(withdrawal.statusCode).toBe(200);
    const { id } = withdrawal.json<{ id: number }>();
    expect(withdrawal.json()).toMatchObject({
      status: 'review',
      message: walletMessages.withdrawReviewHeldWin,
    });
    // Nothing reached the payout provider, nothing is queued for it.
    expect(provider.requests).toHaveLength(0);
    const { rowCount } = await t.db.query('SELECT 1 FROM payouts WHERE withdrawal_id = $1', [id]);
    expect(rowCount).toBe(0);
  });

  it('answers a repeat of the held win as the first time, holding nothing twice', async () => {
    const bet = transaction(100_000);
    await call('/transaction/bet', bet);
    const win = transaction(200_000_000, {
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
    });
    const first = await call('/transaction/win', win);
    const again = await call('/transaction/win', { ...win, request_uuid: randomUUID() });
    expect(again).toEqual({ ...first, request_uuid: again.request_uuid });
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_wins WHERE transaction_uuid = $1',
      [win.transaction_uuid],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('credits a win at the ceiling, and holds a second win that passes it', async () => {
    const before = await balanceOf(t.app, demo.token);
    const bet = transaction(100_000);
    await call('/transaction/bet', bet);
    // 1.000x of R$ 1,00: the default ceiling, credited.
    const atCeiling = transaction(100_000_000, {
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
    });
    expect((await call('/transaction/win', atCeiling)).status).toBe('RS_OK');
    expect(await balanceOf(t.app, demo.token)).toBe(before - 100 + 100_000);
    const more = transaction(100_000, {
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
    });
    expect((await call('/transaction/win', more)).status).toBe('RS_OK');
    expect(await balanceOf(t.app, demo.token)).toBe(before - 100 + 100_000);
  });
});
