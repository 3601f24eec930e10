// A failed withdrawal, and the entry that returned its money, count nothing.
import { addDays, toSaoPaulo } from '@velas/domain/calendar';
import { sumCents, toCents, type Cents } from '@velas/domain/money';
import type { Transaction } from '@velas/domain/schemas/transactions';

/** Withdrawals leave the account, so their amounts are negative; totals are shown positive. */
const withdrawn = (transaction: Transaction): Cents => toCents(Math.abs(transaction.amount));

/** `completed`: a withdrawal recorded before payouts had states, paid at once. */
const PAID_STATUSES = new Set(['paid', 'completed']);

const isPaidWithdrawal = (transaction: Transaction) =>
  transaction.amount < 0 && PAID_STATUSES.has(transaction.status);

export function totalWithdrawn(transactions: readonly Transaction[]): Cents {
  return sumCents(transactions.filter(isPaidWithdrawal).map(withdrawn));
}

/** Off the balance, not paid yet: with the provider, or held in review by a brake. */
const UNPAID_STATUSES = new Set(['processing', 'review']);

/** Withdrawals already off the balance that the provider has not paid yet. */
export function totalProcessing(transactions: readonly Transaction[]): Cents {
  return sumCents(
    transactions
      .filter((transaction) => transaction.amount < 0 && UNPAID_STATUSES.has(transaction.status))
      .map(withdrawn),
  );
}

export interface DayTotal {
  /** YYYY-MM-DD in America/Sao_Paulo. */
  date: string;
  total: Cents;
}

export function withdrawalsByDate(transactions: readonly Transaction[]): DayTotal[] {
  const totals = new Map<string, number>();
  for (const transaction of transactions.filter(isPaidWithdrawal)) {
    const { date } = toSaoPaulo(new Date(transaction.created_at));
    totals.set(date, (totals.get(date) ?? 0) + withdrawn(transaction));
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, total]) => ({ date, total: toCents(total) }));
}

/** The chart's window: a month of calendar days, so its scale does not change with the player's history. */
export const CHART_DAYS = 30;

/**
 * The last `count` days up to `today`, each with its total, a day without a
 * paid withdrawal at zero: a bar per calendar day, so a gap of weeks shows as
 * empty days, not as the next bar.
 */
export function recentDays(
  days: readonly DayTotal[],
  today: string,
  count = CHART_DAYS,
): DayTotal[] {
  const totals = new Map(days.map((day) => [day.date, day.total]));
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - count + 1);
    return { date, total: totals.get(date) ?? toCents(0) };
  });
}
