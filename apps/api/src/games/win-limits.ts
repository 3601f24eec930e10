// Wins of one bet count together, so splitting a win does not pass the ceiling
// (docs/api/money.md#brakes-on-money-out).
import { toCents, type Cents } from '@velas/domain/money';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';

export function winCeilingCents(
  betCents: Cents,
  gameCode: string | null,
  settings: Pick<MoneyOutSettings, 'winLimit' | 'gameWinLimits'>,
): Cents {
  const limit =
    (gameCode === null ? undefined : settings.gameWinLimits[gameCode]) ?? settings.winLimit;
  return toCents(Math.min(betCents * limit.maxMultiplier, limit.maxCents));
}

/** Whether a win of `winCents` on top of `alreadyWonCents` passes the bet's ceiling. */
export function isAboveCeiling(
  winCents: Cents,
  alreadyWonCents: Cents,
  ceilingCents: Cents,
): boolean {
  return alreadyWonCents + winCents > ceilingCents;
}
