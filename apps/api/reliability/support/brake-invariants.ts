// The brakes on money out (docs/api/money.md#brakes-on-money-out), after any
// traffic, crash or fault:
//  - no withdrawal above the caps sent without a release: a withdrawal with
//    a payout either was never held and passed every brake when it was made
//    (at most the review threshold; fewer than the hourly count before it
//    within the hour; the day's total within the cap), or was held and a
//    person released it;
//  - a withdrawal in review has no payout and no return of its money; one
//    returned from review has no payout and exactly one return;
//  - every held win is either still held, released or returned, and its
//    money agrees: held or returned, never credited; released, credited
//    exactly once, of its amount;
//  - after a run with a reviewer (held-money-reviewer.ts), nothing is left
//    held: every held win released or returned, no withdrawal in review.
import { HOUR_MS, saoPauloDayStart, saoPauloToday } from '@velas/domain/calendar';
import {
  moneyOutSettingsSchema,
  type MoneyOutSettings,
} from '@velas/domain/schemas/operator-settings';
import type { Sql } from './sql.js';

export interface BrakeFigures {
  withdrawalsInReview: number;
  withdrawalsReleased: number;
  withdrawalsReturnedFromReview: number;
  heldWins: number;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_cents: number | string;
  status: string;
  created_at: Date | string;
  review_reason: string | null;
  review_decision: string | null;
}

/**
 * The brakes of the workloads' api processes (gamesSettingsFile): the
 * defaults but more withdrawals an hour, so payouts still go out under
 * the random traffic. A process left on the defaults is stricter in every
 * field, so checking it against these stays sound.
 */
export const RELIABILITY_BRAKES: MoneyOutSettings = moneyOutSettingsSchema.parse({
  withdrawalsPerHour: 30,
});

export async function checkBrakes(
  sql: Sql,
  violations: string[],
  ours: ReadonlySet<number>,
  options: { reviewed: boolean; brakes?: MoneyOutSettings } = { reviewed: false },
): Promise<BrakeFigures> {
  const brakes = options.brakes ?? RELIABILITY_BRAKES;
  const withdrawals = (
    await sql<WithdrawalRow>(
      'SELECT id, user_id, amount_cents, status, created_at, review_reason, review_decision FROM withdrawals ORDER BY created_at, id',
    )
  ).filter((row) => ours.has(row.user_id));
  const paidOutWithdrawals = new Set(
    (
      await sql<{ withdrawal_id: number }>(
        "SELECT withdrawal_id FROM payouts WHERE purpose = 'withdrawal'",
      )
    ).map((row) => row.withdrawal_id),
  );
  const reversals = new Map<string, number[]>();
  for (const row of await sql<{ reference: string; amount_cents: number | string }>(
    "SELECT reference, amount_cents FROM ledger_entries WHERE reference LIKE 'withdrawal:%:reversal'",
  ))
    reversals.set(row.reference, [
      ...(reversals.get(row.reference) ?? []),
      Number(row.amount_cents),
    ]);

  const figures: BrakeFigures = {
    withdrawalsInReview: 0,
    withdrawalsReleased: 0,
    withdrawalsReturnedFromReview: 0,
    heldWins: 0,
  };
  // What the api could see when it decided a withdrawal: the player's rows
  // inserted before it. Inserts of one player take turns on the player's row
  // lock, so their ids keep that order; created_at is the request's clock,
  // read before the lock, and two of them can cross.
  const byUser = new Map<number, WithdrawalRow[]>();
  for (const row of withdrawals) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  for (const row of withdrawals) {
    const name = `withdrawal ${String(row.id)}`;
    const at = new Date(row.created_at).getTime();
    const amount = Number(row.amount_cents);
    const before = (byUser.get(row.user_id) ?? []).filter((other) => other.id < row.id);
    const paidOut = paidOutWithdrawals.has(row.id);
    const returned = reversals.get(`withdrawal:${String(row.id)}:reversal`) ?? [];
    if (row.status === 'review') {
      figures.withdrawalsInReview += 1;
      if (options.reviewed) violations.push(`${name}: still in review after the reviewer finished`);
      if (paidOut) violations.push(`${name}: in review yet sent to the payout provider`);
      if (returned.length !== 0) violations.push(`${name}: in review yet its money returned`);
      continue;
    }
    if (row.review_decision === 'returned') {
      figures.withdrawalsReturnedFromReview += 1;
      if (paidOut) violations.push(`${name}: returned from review yet sent`);
      if (returned.length !== 1 || returned[0] !== amount)
        violations.push(`${name}: returned from review with ${String(returned.length)} returns`);
      continue;
    }
    if ((row.review_reason ?? null) !== null) {
      if (row.review_decision === 'released') figures.withdrawalsReleased += 1;
      else if (paidOut)
        violations.push(`${name}: held (${String(row.review_reason)}) yet sent without a release`);
      continue;
    }
    // Never held: it must have passed every brake when it was made. Withdrawals
    // failed by the end had not failed yet then, so the day's sum here is at most the real one.
    if (amount > brakes.withdrawalReviewAboveCents)
      violations.push(`${name}: ${String(amount)} above the review threshold, sent unheld`);
    const lastHour = before.filter((other) => new Date(other.created_at).getTime() > at - HOUR_MS);
    if (lastHour.length >= brakes.withdrawalsPerHour)
      violations.push(
        `${name}: ${String(lastHour.length)} withdrawals in the hour before it, sent unheld`,
      );
    const dayStart = saoPauloDayStart(saoPauloToday(at));
    const today = before
      .filter(
        (other) => new Date(other.created_at).getTime() >= dayStart && other.status !== 'failed',
      )
      .reduce((sum, other) => sum + Number(other.amount_cents), 0);
    if (today + amount > brakes.withdrawalDailyCapCents)
      violations.push(`${name}: the day's withdrawals pass the daily cap, sent unheld`);
  }

  const credits = new Map<string, number[]>();
  for (const row of await sql<{ reference: string; amount_cents: number | string }>(
    "SELECT reference, amount_cents FROM ledger_entries WHERE reference LIKE 'game:%'",
  ))
    credits.set(row.reference, [...(credits.get(row.reference) ?? []), Number(row.amount_cents)]);
  for (const win of await sql<{
    transaction_uuid: string;
    user_id: number;
    amount_cents: number | string;
    status: string;
  }>('SELECT transaction_uuid, user_id, amount_cents, status FROM held_wins')) {
    if (!ours.has(win.user_id)) continue;
    const credited = credits.get(`game:${win.transaction_uuid}`) ?? [];
    const name = `held win ${win.transaction_uuid}`;
    if (win.status === 'held') figures.heldWins += 1;
    if (win.status === 'held' && options.reviewed)
      violations.push(`${name}: still held after the reviewer finished`);
    if (win.status === 'held' || win.status === 'returned') {
      if (credited.length !== 0) violations.push(`${name}: ${win.status} yet credited`);
    } else if (win.status === 'released') {
      if (credited.length !== 1 || credited[0] !== Number(win.amount_cents))
        violations.push(`${name}: released with ${String(credited.length)} credits`);
    } else violations.push(`${name}: neither held, released nor returned (${win.status})`);
  }
  return figures;
}
