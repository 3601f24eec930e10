import { PINK_THRESHOLD } from './constants.js';
import { lazy } from './lazy.js';

export type CandleColour = 'info' | 'purple' | 'primary';

export function candleColour(odd: number): CandleColour {
  if (odd < 2) return 'info';
  if (odd < PINK_THRESHOLD) return 'purple';
  return 'primary';
}

// One formatter for every odd: toLocaleString builds a new one per call, and a
// screen formats hundreds of odds as it opens.
const twoDecimals = lazy(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

export function formatOdd(odd: number): string {
  return `${twoDecimals().format(odd)}x`;
}

export const WHOLE_CANDLE_FROM = 100;

const wholeNumber = lazy(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));

/**
 * "12,34x" below 100x, "319x" from 100x (rounded down: the round never
 * reached 320x), so one candle reads the same everywhere and fits a 12-px tile.
 */
export function formatCandle(odd: number): string {
  return odd >= WHOLE_CANDLE_FROM ? `${wholeNumber().format(Math.floor(odd))}x` : formatOdd(odd);
}

/** Without the "x", which the grid draws smaller, so a phone fits 8 chips a row. */
export function formatCandleChip(odd: number): string {
  return formatCandle(odd).slice(0, -1);
}

export function candleIsShortened(odd: number): boolean {
  return odd >= WHOLE_CANDLE_FROM && Math.round(odd * 100) % 100 !== 0;
}
