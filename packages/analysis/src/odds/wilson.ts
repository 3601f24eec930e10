// Wilson score interval (Wilson 1927; Newcombe 1998, method 3): unlike the
// textbook p ± z·sqrt(p(1−p)/n) it stays inside [0, 1] and keeps its coverage
// for rare events such as a 100x round, which is what the player looks at.

export interface Interval {
  lower: number;
  upper: number;
}

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
export const Z_95 = 1.959963984540054;

export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (!Number.isInteger(trials) || !Number.isInteger(successes) || trials < 0)
    throw new RangeError(`counts must be whole numbers: ${successes}/${trials}`);
  if (successes < 0 || successes > trials)
    throw new RangeError(`successes must be between 0 and trials: ${successes}/${trials}`);
  if (trials === 0) return null;
  const share = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (share + z2 / (2 * trials)) / denominator;
  const halfWidth =
    (z * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or all successes the exact bound is 0 or 1; rounding would leave ~1e-17.
  return {
    lower: successes === 0 ? 0 : Math.max(0, centre - halfWidth),
    upper: successes === trials ? 1 : Math.min(1, centre + halfWidth),
  };
}

export type Agreement = 'agrees' | 'observedAbove' | 'observedBelow';

export function agreement(theoretical: number, interval: Interval): Agreement {
  if (theoretical < interval.lower) return 'observedAbove';
  if (theoretical > interval.upper) return 'observedBelow';
  return 'agrees';
}
