// Spec: docs/api/money.md#reconciliation.
import { DAY_MS } from '@velas/domain/calendar';
import { negateCents } from '@velas/domain/money';
import { walletUnitsToCents, type DailyReport } from '@velas/domain/schemas/game-wallet';
import type { Queryable } from '#/db/database.js';
import { selectGameMoney, type GameMoneyRow } from './game-money-repository.js';

const FIELDS = ['bets', 'wins', 'rollbacks'] as const;
type Field = (typeof FIELDS)[number];

export interface MoneyLine {
  count: number;
  // Not Cents: an aggregator amount it cannot read is NaN, shown as it is
  // (reconciliation-text.ts); the back office brands it (reconciliation-of-day.ts).
  // eslint-disable-next-line no-restricted-syntax -- NaN is not a Cents
  cents: number;
}

export interface GameMoneyMismatch {
  field: Field;
  ours: MoneyLine;
  aggregator: MoneyLine;
}

export interface GameMoneyReconciliation {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  ours: Record<Field, MoneyLine> & {
    /** Of the wins: credited at once, held above their ceiling, released, returned (cents). */
    winsCredited: number;
    winsHeld: number;
    winsReleased: number;
    winsReturned: number;
  };
  /** The aggregator's report in cents; null when it could not be read. */
  aggregator: Record<Field, MoneyLine> | null;
  /** Why there is no report. */
  aggregatorError: string | null;
  mismatches: GameMoneyMismatch[];
  /** Transactions whose ledger entry is not what they moved. */
  ledgerProblems: string[];
  balanced: boolean;
}

export type ReportSource = (
  date: string,
) => Promise<{ ok: true; report: DailyReport } | { ok: false; reason: string }>;

/** What the ledger must hold for an accepted transaction (signed cents; 0: no entry). */
function expectedLedger(row: GameMoneyRow): number {
  const cents = row.amountCents;
  if (row.kind === 'bet') return negateCents(cents);
  if (row.kind === 'rollback') return cents;
  return row.heldStatus === 'held' || row.heldStatus === 'returned' ? 0 : cents;
}

const toLine = (line: DailyReport['bets']): MoneyLine => ({
  count: line.count,
  cents: walletUnitsToCents(line.amount) ?? Number.NaN,
});

export async function reconcileGameMoney(
  db: Queryable,
  date: string,
  reportOf: ReportSource | null,
): Promise<GameMoneyReconciliation> {
  const start = Date.parse(`${date}T00:00:00Z`);
  const rows = await selectGameMoney(db, new Date(start), new Date(start + DAY_MS));
  const zero = () => ({ count: 0, cents: 0 });
  const ours = {
    bets: zero(),
    wins: zero(),
    rollbacks: zero(),
    winsCredited: 0,
    winsHeld: 0,
    winsReleased: 0,
    winsReturned: 0,
  };
  const ledgerProblems: string[] = [];
  for (const row of rows) {
    const cents = row.amountCents;
    const field: Field = row.kind === 'bet' ? 'bets' : row.kind === 'win' ? 'wins' : 'rollbacks';
    ours[field].count += 1;
    ours[field].cents += cents;
    if (row.kind === 'win') {
      if (row.heldStatus === 'held') ours.winsHeld += cents;
      else if (row.heldStatus === 'released') ours.winsReleased += cents;
      else if (row.heldStatus === 'returned') ours.winsReturned += cents;
      else ours.winsCredited += cents;
    }
    const expected = expectedLedger(row);
    const actual = row.ledgerCents ?? 0;
    if (actual !== expected)
      ledgerProblems.push(
        `${row.kind} ${row.transactionUuid}: no livro ${String(actual)}, esperado ${String(expected)}`,
      );
  }

  let aggregator: GameMoneyReconciliation['aggregator'] = null;
  let aggregatorError: string | null = 'sem agregador configurado';
  if (reportOf !== null) {
    const answer = await reportOf(date);
    if (answer.ok) {
      aggregator = {
        bets: toLine(answer.report.bets),
        wins: toLine(answer.report.wins),
        rollbacks: toLine(answer.report.rollbacks),
      };
      aggregatorError = null;
    } else aggregatorError = answer.reason;
  }
  const mismatches: GameMoneyMismatch[] = [];
  if (aggregator !== null)
    for (const field of FIELDS)
      if (
        aggregator[field].count !== ours[field].count ||
        aggregator[field].cents !== ours[field].cents
      )
        mismatches.push({ field, ours: ours[field], aggregator: aggregator[field] });
  const noGameMoney = rows.length === 0;
  return {
    date,
    ours,
    aggregator,
    aggregatorError,
    mismatches,
    ledgerProblems,
    balanced:
      ledgerProblems.length === 0 &&
      mismatches.length === 0 &&
      (aggregator !== null || noGameMoney),
  };
}
