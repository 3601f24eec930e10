// Every real stake loses 3% of itself on average (p·t = 0.97 for any target).
import { HOUR_MS } from '@velas/domain/calendar';
import { percentOf, toCents, type Cents } from '@velas/domain/money';
import { HOUSE_EDGE_PERCENT } from './crash-chance.js';

export function expectedLoss(wagered: Cents): Cents {
  return percentOf(wagered, HOUSE_EDGE_PERCENT);
}

/** Rounded to a whole round, so costPerHour's product is exact cents. */
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

export function costPerHour(stake: Cents, roundsInAnHour: number): Cents {
  if (!Number.isInteger(roundsInAnHour) || roundsInAnHour < 0)
    throw new RangeError(`rounds per hour must be a whole number: ${roundsInAnHour}`);
  return expectedLoss(toCents(stake * roundsInAnHour));
}
