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

/**
 * A round's multiplier, wherever it is shown: "242,93x", "1.234,56x", always
 * with its centavos, as the game itself writes it, so one round never reads
 * as two values (docs/product/aviator-analysis.md#candles).
 */
export function formatOdd(odd: number): string {
  return `${twoDecimals().format(odd)}x`;
}

/** Without the "x", which the grid draws smaller beside the figures. */
export function formatCandleChip(odd: number): string {
  return formatOdd(odd).slice(0, -1);
}
