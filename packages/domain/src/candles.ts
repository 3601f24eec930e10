// Candle badge colour of docs/product/aviator-analysis.md#candles: the game's own blue, purple and pink.
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

/** "12,34x", the display of an odd (docs/design.md). */
export function formatOdd(odd: number): string {
  return `${twoDecimals().format(odd)}x`;
}

/** From this odd up a candle is written without centavos (docs/product/aviator-analysis.md#candles). */
export const WHOLE_CANDLE_FROM = 100;

const wholeNumber = lazy(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));

/**
 * A candle as every list of rounds writes it (grid, chips, tables, lowest and
 * highest): "12,34x" below 100x, "319x" from 100x (rounded down: the round never
 * reached 320x), so one candle reads the same everywhere and fits a 12-px tile.
 * The exact odd (formatOdd) shows when the candle is tapped and in a proof.
 */
export function formatCandle(odd: number): string {
  return odd >= WHOLE_CANDLE_FROM ? `${wholeNumber().format(Math.floor(odd))}x` : formatOdd(odd);
}

/**
 * A candle inside a grid chip (docs/product/aviator-analysis.md#candles): formatCandle without
 * the "x" ("42,24", "319", "1.234"), which the grid draws after it at a
 * smaller size, so a chip a phone fits 8 a row holds it.
 */
export function formatCandleChip(odd: number): string {
  return formatCandle(odd).slice(0, -1);
}

/** Whether formatCandle drops centavos the exact odd has (a tap then shows them). */
export function candleIsShortened(odd: number): boolean {
  return odd >= WHOLE_CANDLE_FROM && Math.round(odd * 100) % 100 !== 0;
}
