import { CRASH_RTP_PERCENT } from '@velas/domain/constants';

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

export function crashChance(target: number): number {
  const hundredths = hundredthsToReach(target);
  return hundredths <= 100 ? 1 : CRASH_RTP_PERCENT / hundredths;
}
