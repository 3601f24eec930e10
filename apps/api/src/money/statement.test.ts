// The statement of docs/product/wallet.md#statement: every ledger movement with its
// running balance, pages by cursor, whole-day subtotals, filters and the CSV.
import { toSaoPaulo } from '@velas/domain/calendar';
import type { Cents } from '@velas/domain/money';
import {
  statementResponseSchema,
  type StatementLine,
  type StatementResponse,
} from '@velas/domain/schemas/statement';
import type { LedgerEntryKindStatus } from '@velas/domain/schemas/transactions';
import { STATEMENT_CSV_HEADER } from '@velas/domain/statement';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { balanceOf, loginDemo, verifiedAccount } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { postLedgerEntry } from './ledger.js';

const t = useTestApp();

async function page(token: string, query = ''): Promise<StatementResponse> {
  const response = await t.injectAs(token, { url: `/api/statement${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return statementResponseSchema.parse(response.json());
}

async function allLines(token: string, query = ''): Promise<StatementLine[]> {
  const lines: StatementLine[] = [];
  let cursor: number | null = null;
  do {
    const separator = query === '' ? '?' : '&';
    const answer: StatementResponse = await page(
      token,
      `${query}${cursor === null ? '' : `${query === '' ? '?' : separator}cursor=${String(cursor)}`}`,
    );
    lines.push(...answer.lines);
    cursor = answer.nextCursor;
  } while (cursor !== null);
  return lines;
}

describe('the statement', () => {
  it("adds the demo account's balance up from its lines, newest first", async () => {
    const token = await loginDemo(t.app);
    const first = await page(token);
    const balance = await balanceOf(t.app, token);
    expect(first.balance).toBe(balance);
    expect(first.lines[0]?.balanceAfter).toBe(balance);
    const lines = await allLines(token, '?limit=7');
    // Each line's balance is the older line's plus its own amount, from zero.
    const oldestFirst = [...lines].reverse();
    let running = 0;
    for (const line of oldestFirst) {
      running += line.amount;
      expect(line.balanceAfter).toBe(running);
    }
    expect(running).toBe(balance);
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    expect(lines.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['pix_in', 'withdrawal', 'bet', 'win']),
    );
  });

  it('sums each São Paulo day whole, though its lines span pages', async () => {
    const { id: userId, token } = await verifiedAccount(t.app, 1);
    // 02:30 UTC is 23:30 of the day before in São Paulo.
    const evening = Date.parse('2026-11-20T02:30:00Z');
    const amounts = [5_000, -1_000, 2_500, -700];
    for (const [index, amount] of amounts.entries())
      await t.db.transaction((tx) =>
        postLedgerEntry(tx, {
          actor: SYSTEM_ACTOR,
          userId,
          amount: amount as Cents,
          ...(amount > 0
            ? ({ kind: 'Deposit', status: 'paid' } as const)
            : ({ kind: 'CasinoTransaction', status: 'bet', gameName: 'Aviator' } as const)),
          at: evening + index * 60_000,
        }),
      );
    const small = await page(token, '?limit=2');
    expect(small.lines).toHaveLength(2);
    expect(small.days).toEqual([
      { date: '2026-11-19', total: 5_800, count: 4, cameIn: 7_500, wentOut: null, games: -1_700 },
    ]);
    expect(small.nextCursor).toBe(small.lines[1]?.id);
    const rest = await page(token, `?limit=2&cursor=${String(small.nextCursor)}`);
    expect(rest.lines.map((line) => line.amount)).toEqual([-1_000, 5_000]);
    expect(rest.nextCursor).toBeNull();
    expect(toSaoPaulo(Date.parse(rest.lines[1]?.at ?? '')).date).toBe('2026-11-19');

    const bets = await page(token, '?kind=bet');
    expect(bets.lines.map((line) => line.amount)).toEqual([-700, -1_000]);
    expect(bets.lines[0]?.detail).toBe('Aviator');
    expect(bets.days).toEqual([
      { date: '2026-11-19', total: -1_700, count: 2, cameIn: null, wentOut: null, games: -1_700 },
    ]);
    // The running balance stays the account's, filter or not.
    expect(bets.lines[0]?.balanceAfter).toBe(5_800);

    expect((await page(token, '?from=2026-11-20')).lines).toHaveLength(0);
    expect((await page(token, '?from=2026-11-19&to=2026-11-19')).lines).toHaveLength(4);
  });

  it('sums a day as in, out and the games, and reads old game entries by their codes', async () => {
    const { id: userId, token } = await verifiedAccount(t.app, 2);
    const noon = Date.parse('2026-11-20T15:00:00Z');
    // Deposited 50, played (bet 10, a prize of 5,08 written the old way), withdrew 40.
    const moves: [number, 'Deposit' | 'CasinoTransaction' | 'Withdraw', string][] = [
      [5_000, 'Deposit', 'paid'],
      [-1_000, 'CasinoTransaction', 'Aposta'],
      [508, 'CasinoTransaction', 'Ganho'],
      [-4_000, 'Withdraw', 'paid'],
    ];
    for (const [index, [amount, kind, status]] of moves.entries())
      await t.db.transaction((tx) =>
        postLedgerEntry(tx, {
          actor: SYSTEM_ACTOR,
          userId,
          amount: amount as Cents,
          // An entry stored before the ledger kept codes, as the append-only
          // ledger still holds it: a pair no new entry may be written with.
          ...({ kind, status } as LedgerEntryKindStatus),
          gameName: kind === 'CasinoTransaction' ? 'Aviator' : null,
          at: noon + index * 60_000,
        }),
      );
    const answer = await page(token);
    expect(answer.days).toEqual([
      { date: '2026-11-20', total: 508, count: 4, cameIn: 5_000, wentOut: 4_000, games: -492 },
    ]);
    expect(answer.lines.map((line) => line.kind)).toEqual(['withdrawal', 'win', 'bet', 'pix_in']);
    const list = await t.injectAs(token, {
      url: '/api/transactions?page=1&source=CasinoTransaction',
    });
    expect(list.json<{ data: { status: string }[] }>().data.map((row) => row.status)).toEqual([
      'win',
      'bet',
    ]);
  });

  it('downloads the filter as a CSV with the running balance', async () => {
    const token = await loginDemo(t.app);
    const response = await t.injectAs(token, { url: '/api/statement/csv?kind=pix_in' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = response.body.split('\r\n');
    expect(header).toBe(STATEMENT_CSV_HEADER);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatch(/^"\d{4}-\d\d-\d\d";"\d\d:\d\d:\d\d";"Depósito Pix";/);
  });

  it('answers only the signed-in player, and refuses an unknown kind in pt-BR', async () => {
    expect((await t.app.inject({ url: '/api/statement' })).statusCode).toBe(401);
    const token = await loginDemo(t.app);
    const refused = await t.injectAs(token, { url: '/api/statement?kind=loan' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Tipo de movimentação desconhecido.');
  });
});
