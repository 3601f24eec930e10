// The game's true odds (docs/product/provably-fair-rounds.md#provably-fair-rounds): crash = max(1,
// floor(97 / (1 − X)) / 100), so a round reaches x (two decimals, from 1.01)
// with probability 0.97 / x.
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';

/** What the house keeps of every real stake, in percent (100 − RTP). */
export const HOUSE_EDGE_PERCENT = 100 - CRASH_RTP_PERCENT;

/**
 * Whole hundredths a multiplier has to reach: crash points have two decimals, so
 * reaching 2.005 means reaching 2.01. The small allowance absorbs binary noise
 * such as 1.1 * 100 = 110.00000000000001.
 */
export function hundredthsToReach(target: number): number {
  if (!Number.isFinite(target) || target <= 0)
    throw new RangeError(`target must be a positive multiplier: ${target}`);
  return Math.ceil(target * 100 - 1e-9);
}

/** P(crash >= target). Every round reaches 1.00; from 1.01 on it is 0.97 / target. */
export function crashChance(target: number): number {
  const hundredths = hundredthsToReach(target);
  return hundredths <= 100 ? 1 : CRASH_RTP_PERCENT / hundredths;
}
