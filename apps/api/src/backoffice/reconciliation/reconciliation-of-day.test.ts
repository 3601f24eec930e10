// The back office's reconciliation for a São Paulo day: the reconcile
// command's own report, its Pix lines cut to the day.
import { describe, expect, it } from 'vitest';
import { reconcileMoney } from '#/reconciliation/combined-reconciliation.js';
import { staffHeader, useBackofficeApp } from '#/test/backoffice-app.js';
import { reportOfLines, rsaKeys, walletCall, walletPlayer } from '#/test/game-wallet.js';
import { demoUserId, heldMoneyApp, walletTransaction } from '#/test/held-money.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { useTestApp } from '#/test/use-test-app.js';
import { reconciliationRoutes } from './reconciliation-routes.js';

const keys = rsaKeys();
const provider = usePayoutProvider();
const t = useTestApp(() => heldMoneyApp(provider, keys));

const ops = useBackofficeApp(t, [reconciliationRoutes]);

async function receivedAt(paymentId: string, at: string, cents: number): Promise<void> {
  await t.db.query(
    `INSERT INTO received_payments (payment_id, charge_id, user_id, amount_cents, received_at, outcome)
     VALUES ($1, 'cobranca-desconhecida', NULL, $2, $3, 'unknown_charge')`,
    [paymentId, cents, at],
  );
}

describe('the reconciliation of a day', () => {
  it('is finance’s, not support’s', async () => {
    expect(
      (await ops.inject({ url: '/reconciliation', headers: staffHeader(1, 'support') })).statusCode,
    ).toBe(403);
  });

  it('shows the Pix received in the São Paulo day and the command’s game money, unchanged', async () => {
    // 23:00 in São Paulo the day before, and noon of the day.
    await receivedAt('E-antes', '2026-03-10T02:00:00Z', 1_500);
    await receivedAt('E-dia', '2026-03-10T15:00:00Z', 2_500);
    const player = await walletPlayer(t.db, await demoUserId(t.db), t.clock.now());
    const bet = await walletCall(t.app, keys, {
      path: '/transaction/bet',
      body: walletTransaction(player, 100_000),
    });
    expect(bet.status).toBe('RS_OK');

    const response = await ops.inject({
      url: '/reconciliation',
      query: { date: '2026-03-10' },
      headers: staffHeader(2, 'finance'),
    });
    expect(response.statusCode).toBe(200);
    const day = response.json<{
      balanced: boolean;
      pix: {
        received: { count: number; cents: number };
        pendingReview: { count: number; cents: number };
        lines: { paymentId: string; state: string }[];
      };
      gameMoney: { bet: { count: number; cents: number }; aggregatorError: string | null };
      payouts: { balanced: boolean };
    }>();
    expect(day.pix.lines.map((line) => [line.paymentId, line.state])).toEqual([
      ['E-dia', 'pending_review'],
    ]);
    expect(day.pix.received).toEqual({ count: 1, cents: 2_500 });
    expect(day.pix.pendingReview).toEqual({ count: 1, cents: 2_500 });

    const command = await reconcileMoney(t.db, { date: '2026-03-10', reportOf: null });
    expect(day.gameMoney.bet).toEqual(command.gameMoney.ours.bets);
    expect(day.gameMoney.bet).toEqual({ count: 1, cents: 100 });
    expect(day.payouts.balanced).toBe(command.payouts.balanced);
    // A payment refunded to nobody yet: the command's verdict is that it does not close.
    expect(day.balanced).toBe(false);
  });

  it('refuses a date that is not one', async () => {
    const response = await ops.inject({
      url: '/reconciliation',
      query: { date: '2026-13-40' },
      headers: staffHeader(2, 'finance'),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a day whose aggregator's report has an amount that is not whole cents", () => {
  // A demo without games settings: the back office reads the report the composition hands in.
  const demo = useTestApp();
  // 12345 wallet units are 12.345 cents; the counts agree, the amount cannot be read.
  const unreadableBets = reportOfLines({
    bets: { count: 0, amount: 12_345 },
    wins: { count: 0, amount: 0 },
    rollbacks: { count: 0, amount: 0 },
  });
  const office = useBackofficeApp(demo, [
    (instance) => reconciliationRoutes(instance, { fakeReport: unreadableBets }),
  ]);

  it('answers the day with the amount as unreadable and the line as a mismatch', async () => {
    const response = await office.inject({
      url: '/reconciliation',
      query: { date: '2026-03-10' },
      headers: staffHeader(2, 'finance'),
    });
    expect(response.statusCode).toBe(200);
    const { gameMoney } = response.json<{
      gameMoney: {
        aggregator: Record<string, { count: number; cents: number | null }> | null;
        mismatches: unknown[];
        balanced: boolean;
      };
    }>();
    expect(gameMoney.aggregator).toEqual({
      bet: { count: 0, cents: null },
      won: { count: 0, cents: 0 },
      rolledBack: { count: 0, cents: 0 },
    });
    expect(gameMoney.mismatches).toEqual([
      { field: 'bets', ours: { count: 0, cents: 0 }, aggregator: { count: 0, cents: null } },
    ]);
    expect(gameMoney.balanced).toBe(false);
  });
});
