// The demo account's protection figures and its statement tell one story
// (docs/product/platform.md#demo-account): every seeded deposit and withdrawal leaves
// the rows a real one leaves, so what Jogo responsável counts equals what the
// statement's entries add up to, in the limit's period and over all time, and
// the reconciliation accounts for every seeded deposit. Its bets and wins are
// on a game the demo's catalogue opens.
import { DAY_MS } from '@velas/domain/calendar';
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { categoriesResponseSchema } from '@velas/domain/schemas/casino';
import { protectionStatusSchema } from '@velas/domain/schemas/protection';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositReference } from '#/money/ledger-references.js';
import { moneyInPeriod } from '#/protection/money-in-period.js';
import { reconcileReceivedPix } from '#/reconciliation/received-pix.js';
import { loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let userId: number;
let token: string;

beforeAll(async () => {
  token = await loginDemo(t.app);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_EMAIL,
  ]);
  userId = rows[0]?.id ?? 0;
});

/** What the statement lists between two moments: deposits in, withdrawals out (ledger entries). */
async function statementSums(from: number, to: number) {
  const { rows } = await t.db.query<{ deposits: string; withdrawals: string }>(
    `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'Deposit'), 0) AS deposits,
            COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'Withdraw'), 0) AS withdrawals
       FROM ledger_entries WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`,
    [userId, new Date(from), new Date(to)],
  );
  return { deposits: Number(rows[0]?.deposits), withdrawals: Number(rows[0]?.withdrawals) };
}

describe('the demo account', () => {
  it('counts towards its limits every deposit and withdrawal its statement lists', async () => {
    const now = t.clock.now();
    const listed = await statementSums(0, now + 1);
    // The seed deposits R$ 1.000,00 and withdraws R$ 320,00 in all.
    expect(listed).toEqual({ deposits: 100_000, withdrawals: 32_000 });
    const counted = await moneyInPeriod(t.db, { userId, start: 0, end: now + 1, now });
    expect({
      deposits: Number(counted.deposits),
      withdrawals: Number(counted.withdrawals),
    }).toEqual(listed);
    expect(Number(counted.awaiting)).toBe(0);
  });

  it('agrees week by week over the seeded month and more', async () => {
    const now = t.clock.now();
    for (let week = 0; week < 6; week += 1) {
      const to = now + 1 - week * 7 * DAY_MS;
      const from = to - 7 * DAY_MS;
      const counted = await moneyInPeriod(t.db, { userId, start: from, end: to, now });
      expect({
        deposits: Number(counted.deposits),
        withdrawals: Number(counted.withdrawals),
      }).toEqual(await statementSums(from, to));
    }
  });

  it('says on Jogo responsável the net its statement adds up to in the limit’s period', async () => {
    const response = await t.injectAs(token, { url: '/api/protection/status' });
    expect(response.statusCode).toBe(200);
    const status = protectionStatusSchema.parse(response.json());
    const period = status.period;
    expect(period).not.toBeNull();
    if (period === null) return;
    const listed = await statementSums(Date.parse(period.start), Date.parse(period.renewsAt));
    expect(Number(period.net)).toBe(listed.deposits - listed.withdrawals);
  });

  it('leaves each deposit as a paid Pix: the charge, its credited payment, one credit', async () => {
    const { rows: charges } = await t.db.query<{ id: string; amount: string; code: string }>(
      `SELECT id, amount_cents AS amount, code FROM deposits
        WHERE user_id = $1 AND status = 'paid' ORDER BY created_at`,
      [userId],
    );
    expect(charges.map((charge) => Number(charge.amount))).toEqual([50_000, 20_000, 30_000]);
    const reconciliation = await reconcileReceivedPix(t.db);
    for (const charge of charges) {
      expect(charge.code).toMatch(/^000201/);
      const { rows: credits } = await t.db.query<{ amount: string }>(
        'SELECT amount_cents AS amount FROM ledger_entries WHERE user_id = $1 AND reference = $2',
        [userId, depositReference(charge.id)],
      );
      expect(credits.map((credit) => Number(credit.amount))).toEqual([Number(charge.amount)]);
      const lines = reconciliation.lines.filter((line) => line.chargeId === charge.id);
      expect(lines.map((line) => [line.outcome, line.state, Number(line.amountCents)])).toEqual([
        ['credited', 'credited', Number(charge.amount)],
      ]);
    }
    expect(reconciliation.balanced).toBe(true);
  });

  it('bets and wins only on games the catalogue says the demo can play', async () => {
    const { rows } = await t.db.query<{ game: string | null; entries: string }>(
      `SELECT game_name AS game, count(*) AS entries FROM ledger_entries
        WHERE user_id = $1 AND kind = 'CasinoTransaction' GROUP BY game_name`,
      [userId],
    );
    const catalogue = categoriesResponseSchema.parse(
      (await t.app.inject({ url: '/v2/casino-games/category' })).json(),
    );
    const playable = catalogue
      .flatMap((category) => category.games)
      .filter((game) => game.playable)
      .map((game) => game.name);
    expect(rows.map((row) => row.game)).toEqual(['Aviator']);
    expect(playable).toContain('Aviator');
    expect(Number(rows[0]?.entries)).toBeGreaterThan(0);
  });
});
