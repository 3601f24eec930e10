// Honest money maths (docs/product/probability-lab.md#money-maths), in integer cents. Every real stake
// loses 3% of itself on average (p·t = 0.97 for any cash-out target), so the
// cost of playing is that 3% of what is wagered.
import { HOUR_MS } from '@velas/domain/calendar';
import { percentOf, toCents, type Cents } from '@velas/domain/money';
import { HOUSE_EDGE_PERCENT } from './crash-chance.js';

/** 3% of what was wagered, rounded half up to the centavo. */
export function expectedLoss(wagered: Cents): Cents {
  return percentOf(wagered, HOUSE_EDGE_PERCENT);
}

/**
 * Rounds per hour in the stored history: gaps between consecutive rounds over
 * the time they span, rounded to a whole round (half up). Null with fewer than
 * two rounds or no time between them.
 */
export function roundsPerHour(roundTimes: ArrayLike<number>): number | null {
  let first = Infinity;
  let last = -Infinity;
  const count = roundTimes.length;
  for (let index = 0; index < count; index++) {
    const time = roundTimes[index] as number;
    if (time < first) first = time;
    if (time > last) last = time;
  }
  if (count < 2 || last <= first) return null;
  return Math.round(((count - 1) * HOUR_MS) / (last - first));
}

/**
 * Expected cost of an hour of play at a fixed stake: stake × rounds per hour × 3%.
 * `roundsPerHour` is a whole number (as `roundsPerHour()` gives it), so the product
 * is exact integer cents and only the 3% rounds, half up to the centavo.
 */
export function costPerHour(stake: Cents, roundsInAnHour: number): Cents {
  if (!Number.isInteger(roundsInAnHour) || roundsInAnHour < 0)
    throw new RangeError(`rounds per hour must be a whole number: ${roundsInAnHour}`);
  return expectedLoss(toCents(stake * roundsInAnHour));
}
