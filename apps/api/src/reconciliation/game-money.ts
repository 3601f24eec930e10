// Spec: docs/api/money.md#reconciliation.
import { DAY_MS } from '@velas/domain/calendar';
import { negateCents, sumCents, toCents, type Cents } from '@velas/domain/money';
import { walletUnitsToCents, type DailyReport } from '@velas/domain/schemas/game-wallet';
import type { Queryable } from '#/db/database.js';
import { selectGameMoney, type GameMoneyRow } from './game-money-repository.js';

const FIELDS = ['bets', 'wins', 'rollbacks'] as const;
type Field = (typeof FIELDS)[number];

interface MoneyLine {
  count: number;
  cents: Cents;
}

/** A line of the aggregator's report; cents null: its amount is not a whole number of cents. */
export interface AggregatorLine {
  count: number;
  cents: Cents | null;
}

export interface GameMoneyMismatch {
  field: Field;
  ours: MoneyLine;
  aggregator: AggregatorLine;
}

export interface GameMoneyReconciliation {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  ours: Record<Field, MoneyLine> & {
    /** Of the wins: credited at once, held above their ceiling, released, returned. */
    winsCredited: Cents;
    winsHeld: Cents;
    winsReleased: Cents;
    winsReturned: Cents;
  };
  /** The aggregator's report in cents; null when there is none (aggregatorError). */
  aggregator: Record<Field, AggregatorLine> | null;
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

const toLine = (line: DailyReport['bets']): AggregatorLine => ({
  count: line.count,
  cents: walletUnitsToCents(line.amount),
});

/** An amount that cannot be read never matches ours. */
const matches = (aggregator: AggregatorLine, ours: MoneyLine) =>
  aggregator.cents !== null && aggregator.count === ours.count && aggregator.cents === ours.cents;

export async function reconcileGameMoney(
  db: Queryable,
  date: string,
  reportOf: ReportSource | null,
): Promise<GameMoneyReconciliation> {
  const start = Date.parse(`${date}T00:00:00Z`);
  const rows = await selectGameMoney(db, new Date(start), new Date(start + DAY_MS));
  const zero = (): MoneyLine => ({ count: 0, cents: toCents(0) });
  const ours: GameMoneyReconciliation['ours'] = {
    bets: zero(),
    wins: zero(),
    rollbacks: zero(),
    winsCredited: toCents(0),
    winsHeld: toCents(0),
    winsReleased: toCents(0),
    winsReturned: toCents(0),
  };
  const ledgerProblems: string[] = [];
  for (const row of rows) {
    const cents = row.amountCents;
    const field: Field = row.kind === 'bet' ? 'bets' : row.kind === 'win' ? 'wins' : 'rollbacks';
    ours[field].count += 1;
    ours[field].cents = sumCents([ours[field].cents, cents]);
    if (row.kind === 'win') {
      const split =
        row.heldStatus === 'held'
          ? 'winsHeld'
          : row.heldStatus === 'released'
            ? 'winsReleased'
            : row.heldStatus === 'returned'
              ? 'winsReturned'
              : 'winsCredited';
      ours[split] = sumCents([ours[split], cents]);
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
      if (!matches(aggregator[field], ours[field]))
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
