import type { StrategyRule } from '@velas/domain/schemas/strategy';
import { targetHundredths } from '../odds/kelly.js';

export interface SessionPlan {
  bankroll: number;
  /** Stake at gale level k (0 = first bet); Infinity when it passes 2^53 cents. */
  stakes: Float64Array;
  payouts: Float64Array;
  galeSteps: number;
  lossFloor: number;
  winCeiling: number;
  roundsPerSession: number;
  target: number;
}

/**
 * In BigInt so level 10 of a ×2.5 gale is as exact as level 1. Payouts round
 * down: a platform credits whole cents and the fraction stays with the house.
 */
export function sessionPlan(rule: StrategyRule): SessionPlan {
  const hundredths = BigInt(targetHundredths(rule.target));
  const multiplier = BigInt(Math.round(rule.gale.multiplier * 100));
  const levels = rule.gale.steps + 1;
  const stakes = new Float64Array(levels);
  const payouts = new Float64Array(levels);
  for (let level = 0; level < levels; level++) {
    const scale = 100n ** BigInt(level);
    const stake = (BigInt(rule.stake) * multiplier ** BigInt(level) * 2n + scale) / (2n * scale);
    const payout = (stake * hundredths) / 100n;
    const safe = payout <= BigInt(Number.MAX_SAFE_INTEGER);
    stakes[level] = safe ? Number(stake) : Infinity;
    payouts[level] = safe ? Number(payout) : Infinity;
  }
  return {
    bankroll: rule.bankroll,
    stakes,
    payouts,
    galeSteps: rule.gale.steps,
    lossFloor: rule.stopLoss === null ? -Infinity : rule.bankroll - rule.stopLoss,
    winCeiling: rule.stopWin === null ? Infinity : rule.bankroll + rule.stopWin,
    roundsPerSession: rule.roundsPerSession,
    target: rule.target,
  };
}
