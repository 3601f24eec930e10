// Candle badge colour of docs/product.md#candles: the game's own blue, purple and pink.
import { PINK_THRESHOLD } from './constants.js';

export type CandleColour = 'info' | 'purple' | 'primary';

export function candleColour(odd: number): CandleColour {
  if (odd < 2) return 'info';
  if (odd < PINK_THRESHOLD) return 'purple';
  return 'primary';
}

// One formatter for every odd: toLocaleString builds a new one per call, and a
// screen formats hundreds of odds as it opens.
const twoDecimals = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "12,34x", the display of an odd (docs/design.md). */
export function formatOdd(odd: number): string {
  return `${twoDecimals.format(odd)}x`;
}
