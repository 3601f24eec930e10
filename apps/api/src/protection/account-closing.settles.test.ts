// Closing an account settles it (docs/product/player-protection.md#records-and-closing-the-account):
// a round still in play holds the closing back, with a message that says why;
// a game's win or rollback that arrives after the closing leaves at once as a
// payout to the holder's own CPF key (the payout provider's double, over
// HTTP), and the closed account keeps nothing.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { walletMessages } from '@velas/domain/messages/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import {
  creditCents,
  rsaKeys,
  sendTransaction,
  walletPlayer,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { withdrawalPayoutId } from '#/test/payouts.js';
import { productionGamesApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';
import { OPEN_ROUND_MS } from './account-closing-repository.js';

const keys = rsaKeys();
const provider = usePayoutProvider();

const t = useTestApp(() => productionGamesApp(keys, provider));

let token: string;
let player: WalletPlayerFixture;
let cpf: string;
beforeAll(async () => {
  token = await loginDemo(t.app);
  const { rows } = await t.db.query<{ id: number; cpf: string }>(
    'SELECT id, cpf FROM users WHERE email = $1',
    [DEMO_EMAIL],
  );
  cpf = rows[0]?.cpf ?? '';
  player = await walletPlayer(t.db, rows[0]?.id ?? 0, t.clock.now(), {
    expiresAt: t.clock.now() + 3 * OPEN_ROUND_MS,
  });
});

const transaction = (
  kind: 'bet' | 'win' | 'rollback',
  fields: { round: string; amountCents?: number; reference?: string },
) => sendTransaction(t.app, keys, player, kind, fields);

const close = () => t.injectAs(token, { method: 'POST', url: '/api/protection/close-account' });

describe('closing the account', () => {
  it('is refused while a round is open, saying why', async () => {
    const balance = await balanceOf(t.app, token);
    const bet = await transaction('bet', { round: 'aberta-1', amountCents: balance });
    expect(bet.status).toBe('RS_OK');
    expect(await balanceOf(t.app, token)).toBe(0);

    const refused = await close();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: walletMessages.closeRoundOpen });

    // The round is lost: a win of 0 settles it.
    const lost = await transaction('win', { round: 'aberta-1', reference: bet.transactionUuid });
    expect(lost.status).toBe('RS_OK');
  });

  it("sends a win or rollback that arrives after it to the holder's own CPF key", async () => {
    // Two bets of the whole balance in games that never say the round ended.
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_EMAIL,
    ]);
    const userId = rows[0]?.id ?? 0;
    await creditCents(t.db, userId, 5_000, t.clock.now());
    const won = await transaction('bet', { round: 'tarde-1', amountCents: 2_000 });
    const rolledBack = await transaction('bet', { round: 'tarde-2', amountCents: 3_000 });
    expect([won.status, rolledBack.status]).toEqual(['RS_OK', 'RS_OK']);
    expect((await close()).statusCode).toBe(422);

    // A day later the rounds no longer hold the player back.
    t.clock.advance(OPEN_ROUND_MS + 60_000);
    token = await loginDemo(t.app);
    expect((await close()).statusCode).toBe(204);

    const sentBefore = provider.requests.length;
    const win = await transaction('win', {
      round: 'tarde-1',
      amountCents: 7_000,
      reference: won.transactionUuid,
    });
    const rollback = await transaction('rollback', {
      round: 'tarde-2',
      reference: rolledBack.transactionUuid,
    });
    expect([win.status, rollback.status]).toEqual(['RS_OK', 'RS_OK']);
    expect([win.balance, rollback.balance]).toEqual([0, 0]);

    const { rows: withdrawals } = await t.db.query<{
      id: number;
      amount_cents: number;
      pix_type: string;
      pix_key: string;
      status: string;
    }>(
      `SELECT id, amount_cents, pix_type, pix_key, status FROM withdrawals
       WHERE user_id = $1 AND created_at > $2 ORDER BY id`,
      [userId, new Date(t.clock.now() - 1_000)],
    );
    expect(withdrawals.map((row) => ({ ...row, id: 0 }))).toEqual([
      { id: 0, amount_cents: 7_000, pix_type: 'CPF', pix_key: cpf, status: 'processing' },
      { id: 0, amount_cents: 3_000, pix_type: 'CPF', pix_key: cpf, status: 'processing' },
    ]);
    // Sent to the payout provider at once, to the holder's own key.
    const payoutIds = await Promise.all(
      withdrawals.map((withdrawal) => withdrawalPayoutId(t.db, withdrawal.id)),
    );
    expect(provider.requests.slice(sentBefore)).toEqual(
      withdrawals.map((withdrawal, index) => ({
        idempotencyKey: payoutIds[index],
        body: {
          kind: 'transfer',
          payout_id: payoutIds[index],
          amount_cents: withdrawal.amount_cents,
          pix_key_type: 'CPF',
          pix_key: cpf,
        },
        repeat: false,
      })),
    );
    const { rows: balance } = await t.db.query<{ balance_cents: number }>(
      'SELECT balance_cents FROM users WHERE id = $1',
      [userId],
    );
    expect(balance[0]?.balance_cents).toBe(0);
  });
});
