// The ceiling on what one bet may win (docs/api/money.md#brakes-on-money-out):
// its game's own entry in the operator's `moneyOut.gameWinLimits`, else the
// default `winLimit`; the lower of a multiple of the bet and an absolute
// amount. Wins of one bet count together, so splitting a win does not pass it.
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';

export function winCeilingCents(
  betCents: number,
  gameCode: string | null,
  settings: Pick<MoneyOutSettings, 'winLimit' | 'gameWinLimits'>,
): number {
  const limit =
    (gameCode === null ? undefined : settings.gameWinLimits[gameCode]) ?? settings.winLimit;
  return Math.min(betCents * limit.maxMultiplier, limit.maxCents);
}

/** Whether a win of `winCents` on top of `alreadyWonCents` passes the bet's ceiling. */
export function isAboveCeiling(
  winCents: number,
  alreadyWonCents: number,
  ceilingCents: number,
): boolean {
  return alreadyWonCents + winCents > ceilingCents;
}
