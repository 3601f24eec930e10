// Candle badge colour of docs/product.md#candles: the game's own blue, purple and pink.
import { PINK_THRESHOLD } from './constants.js';

export type CandleColour = 'info' | 'purple' | 'primary';

export function candleColour(odd: number): CandleColour {
  if (odd < 2) return 'info';
  if (odd < PINK_THRESHOLD) return 'purple';
  return 'primary';
}

/** "12,34x", the display of an odd (docs/design.md). */
export function formatOdd(odd: number): string {
  return `${odd.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;
}
