import { PINK_THRESHOLD } from '@velas/domain/constants';

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

export function pinkCandles<T extends { odd: number }>(candles: readonly T[], filter: number): T[] {
  const minimum = Math.max(PINK_THRESHOLD, filter);
  return candles.filter((candle) => candle.odd >= minimum);
}
