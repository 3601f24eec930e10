// Beside the plan, what the same stakes are expected to leave at the game's
// RTP; the expected line stops at zero, the day the bankroll runs out.
import { addDays } from './calendar.js';
import { BANKROLL_DAYS, CRASH_RTP_PERCENT } from './constants.js';
import { percentOf, toCents, type Cents } from './money.js';

export const BANKROLL_PROFILES = {
  conservador: 5,
  moderado: 10,
  agressivo: 15,
} as const;
export const STOP_LOSS_TIMES_GOAL = 2;

export type BankrollProfile = keyof typeof BANKROLL_PROFILES;
export const DEFAULT_BANKROLL_PROFILE: BankrollProfile = 'moderado';

export interface BankrollRow {
  /** YYYY-MM-DD */
  date: string;
  openingBalance: Cents;
  /** The day's goal: openingBalance × profile %, rounded half up to the cent. */
  goal: Cents;
  /** Twice the goal. */
  stopLoss: Cents;
  /** openingBalance + goal: the next day's openingBalance. */
  closingBalance: Cents;
  /**
   * Expected bankroll at the end of the day if every goal so far had been
   * staked at the game's RTP: each stake loses (100 − RTP)% on average. Never
   * below zero: once the bankroll is gone there is nothing left to stake.
   */
  expectedBalance: Cents;
}

export interface BankrollPlanInput {
  start: Cents;
  profile: BankrollProfile;
  today: string;
  rtpPercent?: number;
}

export function bankrollPlan({
  start,
  profile,
  today,
  rtpPercent = CRASH_RTP_PERCENT,
}: BankrollPlanInput): BankrollRow[] {
  const goalPercent = BANKROLL_PROFILES[profile];
  const houseEdgePercent = 100 - rtpPercent;
  const rows: BankrollRow[] = [];
  let balance = start;
  let expected = start;
  for (let day = 0; day < BANKROLL_DAYS; day += 1) {
    const goal = percentOf(balance, goalPercent);
    const closingBalance = toCents(balance + goal);
    expected = toCents(Math.max(0, expected - percentOf(goal, houseEdgePercent)));
    rows.push({
      date: addDays(today, day),
      openingBalance: balance,
      goal,
      stopLoss: toCents(goal * STOP_LOSS_TIMES_GOAL),
      closingBalance,
      expectedBalance: expected,
    });
    balance = closingBalance;
  }
  return rows;
}

/** The first day whose expected bankroll is zero; null when it never is. */
export function bankrollRunsOut(
  plan: readonly BankrollRow[],
): { day: number; date: string } | null {
  const index = plan.findIndex((row) => row.expectedBalance === 0 && row.openingBalance > 0);
  const row = plan[index];
  return row === undefined ? null : { day: index + 1, date: row.date };
}
