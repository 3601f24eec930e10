// Withdrawal totals for the dashboard: the sum and one bar per São Paulo
// calendar day, in integer cents.
import { toSaoPaulo } from '@velas/domain/calendar';
import { sumCents, toCents, type Cents } from '@velas/domain/money';
import type { Transaction } from '@velas/domain/schemas/transactions';

/** Withdrawals leave the account, so their amounts are negative; totals are shown positive. */
const withdrawn = (transaction: Transaction): Cents => toCents(Math.abs(transaction.amount));

export function totalWithdrawn(transactions: readonly Transaction[]): Cents {
  return sumCents(transactions.map(withdrawn));
}

export interface DayTotal {
  /** YYYY-MM-DD in America/Sao_Paulo. */
  date: string;
  total: Cents;
}

export function withdrawalsByDate(transactions: readonly Transaction[]): DayTotal[] {
  const totals = new Map<string, number>();
  for (const transaction of transactions) {
    const { date } = toSaoPaulo(new Date(transaction.created_at));
    totals.set(date, (totals.get(date) ?? 0) + withdrawn(transaction));
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, total]) => ({ date, total: toCents(total) }));
}
