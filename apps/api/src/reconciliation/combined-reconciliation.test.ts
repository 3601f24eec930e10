// The reconciliation of game money and money out (combined-reconciliation.ts):
// a round of the demo crash game through the demo aggregator, whose daily
// report is read over HTTP with our signed request, balances to the cent; a
// difference with the aggregator's book and a payout for a withdrawal still
// in review are named.
import { GAME_IDS } from '@velas/domain/constants';
import { formatCents, toCents } from '@velas/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRounds } from '#/history/rounds/rounds-repository.js';
import { BETTING_PHASE_MS, flightMs } from '#/history/simulator/schedule.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { loginDemo } from '#/test/accounts.js';
import { reportOfLines } from '#/test/game-wallet.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { reconcileMoney } from './combined-reconciliation.js';
import { UNREADABLE_AMOUNT, gameMoneyText, payoutsText } from './reconciliation-text.js';

const HOUSE = 'MINES_BET';
const t = useTestApp({
  settings: demoRuntimeSettings({
    ...DEMO_SETTINGS,
    simulatedBetHouses: [],
    moneyOut: { ...DEMO_SETTINGS.moneyOut, withdrawalReviewAboveCents: 5_000 },
  }),
});
let demo: string;
let session: string;
let latestCrash: number;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  demo = await loginDemo(t.app);
  latestCrash = t.clock.now() - 1_000;
  await insertRounds(t.db, [
    { betHouse: HOUSE, odd: 1, timeMs: latestCrash, hash: null, chainId: null, chainIndex: null },
  ]);
  const start = await t.injectAs(demo, {
    url: `/api/casino-games/${String(GAME_IDS.aviator)}/start?demo=0&isMobileDevice=1`,
  });
  // The demo's game link is a path, opened against the app's own page.
  const link = new URL(start.json<{ link: string }>().link, 'http://127.0.0.1');
  session = link.searchParams.get('session') ?? '';
});

const page = (path: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/demo-aggregator/crash/${path}`,
    headers: { 'content-type': 'text/plain', origin: 'null' },
    payload: JSON.stringify({ session, ...body }),
  });

const today = () => new Date(t.clock.now()).toISOString().slice(0, 10);
const reconcileToday = () => {
  const client = t.app.gameAggregator?.client;
  return reconcileMoney(t.db, {
    date: today(),
    reportOf: client === undefined ? null : (date) => client.dailyReport(date),
  });
};

describe('the reconciliation of game money', () => {
  it("balances a played round with the demo aggregator's daily report", async () => {
    await page('bet', { amountCents: 200, autoCashout: 1.8 });
    const takeoff = latestCrash + BETTING_PHASE_MS;
    latestCrash = takeoff + flightMs(3);
    await insertRounds(t.db, [
      { betHouse: HOUSE, odd: 3, timeMs: latestCrash, hash: null, chainId: null, chainIndex: null },
    ]);
    t.clock.set(latestCrash + 1);
    await page('state');

    const report = await reconcileToday();
    expect(report.gameMoney).toMatchObject({
      ours: {
        bets: { count: 1, cents: 200 },
        wins: { count: 1, cents: 360 },
        rollbacks: { count: 0, cents: 0 },
        winsCredited: 360,
      },
      aggregator: {
        bets: { count: 1, cents: 200 },
        wins: { count: 1, cents: 360 },
        rollbacks: { count: 0, cents: 0 },
      },
      mismatches: [],
      ledgerProblems: [],
      balanced: true,
    });
  });

  it("names a difference between the aggregator's book and ours", async () => {
    // The aggregator's book holds a bet our wallet never accepted.
    await t.db.query(
      `INSERT INTO demo_crash_bets (session_id, bet_house, after_ms, amount_cents, bet_transaction_uuid, created_at)
       VALUES ($1, $2, 1, 500, 'aposta-fantasma', $3)`,
      [session, HOUSE, new Date(t.clock.now())],
    );
    const report = await reconcileToday();
    expect(report.gameMoney.mismatches).toEqual([
      { field: 'bets', ours: { count: 1, cents: 200 }, aggregator: { count: 2, cents: 700 } },
    ]);
    expect(report.gameMoney.balanced).toBe(false);
    expect(report.balanced).toBe(false);
    expect(gameMoneyText(report.gameMoney)).toContain(
      `DIVERGÊNCIA em Apostas: nossos 1 (${formatCents(toCents(200))}), agregador 2 (${formatCents(toCents(700))})`,
    );
  });

  it("names an aggregator's amount that is not whole cents, even when the counts agree", async () => {
    // 200001 wallet units are 200.001 cents: the report cannot be read as cents.
    const report = await reconcileMoney(t.db, {
      date: today(),
      reportOf: reportOfLines({
        bets: { count: 1, amount: 200_001 },
        wins: { count: 1, amount: 360_000 },
        rollbacks: { count: 0, amount: 0 },
      }),
    });
    expect(report.gameMoney.aggregator?.bets).toEqual({ count: 1, cents: null });
    expect(report.gameMoney.mismatches).toEqual([
      { field: 'bets', ours: { count: 1, cents: 200 }, aggregator: { count: 1, cents: null } },
    ]);
    expect(report.gameMoney.balanced).toBe(false);
    const text = gameMoneyText(report.gameMoney);
    expect(text).toContain(
      `Apostas: 1 (${formatCents(toCents(200))}); agregador 1 (${UNREADABLE_AMOUNT})`,
    );
    expect(text).toContain(
      `DIVERGÊNCIA em Apostas: nossos 1 (${formatCents(toCents(200))}), agregador 1 (${UNREADABLE_AMOUNT})`,
    );
  });
});

describe('the reconciliation of money out', () => {
  it('counts a held withdrawal in review, and names a payout made without a release', async () => {
    const response = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/withdraws',
      payload: { amount: 6_000, ...DEMO_PIX_KEY },
    });
    const { id, status } = response.json<{ id: number; status: string }>();
    expect(status).toBe('review');
    let report = await reconcileToday();
    expect(report.payouts.withdrawals.in_review).toEqual({ count: 1, cents: 6_000 });
    expect(report.payouts.problems).toEqual([]);

    // A payout for it, as a bug sending money past the brakes would write.
    await t.db.query(
      `INSERT INTO payouts (id, purpose, withdrawal_id, user_id, amount_cents, pix_type, pix_key,
                            status, created_at)
       SELECT 'bypass-' || id::text, 'withdrawal', id, user_id, amount_cents, pix_type, pix_key,
              'sent', created_at
       FROM withdrawals WHERE id = $1`,
      [id],
    );
    report = await reconcileToday();
    expect(report.payouts.problems).toEqual([
      `saque ${String(id)}: em análise, mas com pagamento com o provedor (sent)`,
    ]);
    expect(report.payouts.balanced).toBe(false);
    expect(payoutsText(report.payouts)).toContain(
      `PROBLEMA: saque ${String(id)}: em análise, mas com pagamento com o provedor (sent)`,
    );
  });
});
