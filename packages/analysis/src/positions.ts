// Position of the last big round and the pink-candle filter (docs/product/aviator-analysis.md#positions).
import { PINK_THRESHOLD } from '@velas/domain/constants';

/**
 * 1-based index, in a newest-first window, of the most recent odd >= threshold;
 * `null` when the window has none.
 */
export function positionOfLast(
  oddsNewestFirst: ArrayLike<number>,
  threshold: number,
): number | null {
  const size = oddsNewestFirst.length;
  for (let index = 0; index < size; index++) {
    if ((oddsNewestFirst[index] as number) >= threshold) return index + 1;
  }
  return null;
}

/** Pink candles (odd >= 10) that also reach the chosen filter value, in their given order. */
export function pinkCandles<T extends { odd: number }>(candles: readonly T[], filter: number): T[] {
  const minimum = Math.max(PINK_THRESHOLD, filter);
  return candles.filter((candle) => candle.odd >= minimum);
}
