// Pure: the caller reads the recent withdrawals and held wins under the
// player's row lock (docs/api/money.md#brakes-on-money-out).
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';

export const REVIEW_REASONS = ['held_win', 'amount', 'daily_cap', 'velocity'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** What the player reads beside "Em análise". */
export const REVIEW_MESSAGES: Record<ReviewReason, string> = {
  held_win: walletMessages.withdrawReviewHeldWin,
  amount: walletMessages.withdrawReviewAmount,
  daily_cap: walletMessages.withdrawReviewDailyCap,
  velocity: walletMessages.withdrawReviewVelocity,
};

export interface WithdrawalHistory {
  /** Withdrawals of the player's Brasília day so far that were not returned or failed (cents). */
  todayCents: Cents;
  /** The player's withdrawals within the last hour, whatever became of them. */
  lastHourCount: number;
  /** The player has a win held above its game's ceiling, not yet decided. */
  hasHeldWin: boolean;
}

export function reviewReason(
  amountCents: Cents,
  history: WithdrawalHistory,
  brakes: Pick<
    MoneyOutSettings,
    'withdrawalReviewAboveCents' | 'withdrawalDailyCapCents' | 'withdrawalsPerHour'
  >,
): ReviewReason | null {
  if (history.hasHeldWin) return 'held_win';
  if (amountCents > brakes.withdrawalReviewAboveCents) return 'amount';
  if (history.todayCents + amountCents > brakes.withdrawalDailyCapCents) return 'daily_cap';
  if (history.lastHourCount >= brakes.withdrawalsPerHour) return 'velocity';
  return null;
}
