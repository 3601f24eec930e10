// Kelly fraction for a cash-out target t: f = (p·t − 1) / (t − 1) with
// p = P(crash >= t) = 0.97 / t. Then p·t = 0.97 for every target, so
// f = (0.97 − 1) / (t − 1) < 0: no target has a positive expected value.
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';

/** Whole hundredths of a two-decimal cash-out target, or a RangeError. */
export function targetHundredths(target: number): number {
  const hundredths = Math.round(target * 100);
  if (!Number.isFinite(target) || Math.abs(target * 100 - hundredths) > 1e-6 || hundredths < 101)
    throw new RangeError(`cash-out target must have two decimals and be >= 1.01: ${target}`);
  return hundredths;
}

/**
 * f for a two-decimal target >= 1.01. With t = T/100 and p = 97/T, the exact
 * rational is (97 − 100) / (T − 100): one division of small integers, so the
 * result is the double nearest to the exact value.
 */
export function kellyFraction(target: number): number {
  return (CRASH_RTP_PERCENT - 100) / (targetHundredths(target) - 100);
}

export function kellyStakeShare(target: number): number {
  return Math.max(0, kellyFraction(target));
}
