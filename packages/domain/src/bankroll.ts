// The 30-day bankroll plan of docs/product.md#bankroll-plan and, beside it, what the same stakes
// are expected to leave at the game's RTP, so the player sees
// the distance between a compounding goal and the game's arithmetic.
import { addDays } from './calendar.js';
import { BANKROLL_DAYS, CRASH_RTP_PERCENT } from './constants.js';
import { percentOf, toCents, type Cents } from './money.js';

export const BANKROLL_PROFILES = {
  conservador: 5,
  moderado: 10,
  agressivo: 15,
} as const;
export type BankrollProfile = keyof typeof BANKROLL_PROFILES;
export const DEFAULT_BANKROLL_PROFILE: BankrollProfile = 'moderado';

export interface BankrollRow {
  /** YYYY-MM-DD */
  date: string;
  saldoAtual: Cents;
  /** The day's goal: saldoAtual × profile %, rounded half up to the cent. */
  meta: Cents;
  /** Twice the goal (docs/product.md#bankroll-plan). */
  stopLoss: Cents;
  /** saldoAtual + meta: the next day's saldoAtual. */
  saldoFinal: Cents;
  /**
   * Expected bankroll at the end of the day if every goal so far had been
   * staked at the game's RTP: each stake loses (100 − RTP)% on average.
   */
  expectedBalance: Cents;
}

export interface BankrollPlanInput {
  start: Cents;
  profile: BankrollProfile;
  /** First day of the plan, YYYY-MM-DD in America/Sao_Paulo. */
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
    const meta = percentOf(balance, goalPercent);
    const saldoFinal = toCents(balance + meta);
    expected = toCents(expected - percentOf(meta, houseEdgePercent));
    rows.push({
      date: addDays(today, day),
      saldoAtual: balance,
      meta,
      stopLoss: toCents(meta * 2),
      saldoFinal,
      expectedBalance: expected,
    });
    balance = saldoFinal;
  }
  return rows;
}
