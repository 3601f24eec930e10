import { crashChance } from '@velas/analysis/odds/crash-chance';
import { chiSquarePValue } from '@velas/analysis/odds/gamma';
import { wilsonInterval, Z_95, type Interval } from '@velas/analysis/odds/wilson';

/** z of 80% power, the usual planning value. */
const Z_POWER_80 = 0.8416212335729143;

export const COMPARED_TARGETS = [2, 10, 50] as const;

export interface HouseShare {
  hits: number;
  rounds: number;
  share: number | null;
  interval: Interval | null;
}

export interface TargetComparison {
  target: number;
  /** The true chance of reaching the target in either house (RTP 97%). */
  theoretical: number;
  a: HouseShare;
  b: HouseShare;
  /** Share in A minus share in B; null while a house has no rounds. */
  difference: number | null;
  /** Two-sided p-value of "both houses have the same chance"; null while it cannot be computed. */
  pValue: number | null;
  /** p < 0.05: the samples tell the houses apart at this target. */
  meaningful: boolean;
  /** Rounds per house needed to tell apart a difference of this size (95%, power 80%). */
  roundsNeeded: number | null;
}

function houseShare(odds: readonly number[], target: number): HouseShare {
  const hits = odds.filter((odd) => odd >= target).length;
  const rounds = odds.length;
  return {
    hits,
    rounds,
    share: rounds === 0 ? null : hits / rounds,
    interval: wilsonInterval(hits, rounds),
  };
}

function roundsNeededFor(p1: number, p2: number): number | null {
  const gap = Math.abs(p1 - p2);
  if (gap === 0) return null;
  const mean = (p1 + p2) / 2;
  const root =
    Z_95 * Math.sqrt(2 * mean * (1 - mean)) + Z_POWER_80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / (gap * gap));
}

export function compareTarget(
  oddsA: readonly number[],
  oddsB: readonly number[],
  target: number,
): TargetComparison {
  const a = houseShare(oddsA, target);
  const b = houseShare(oddsB, target);
  const base = { target, theoretical: crashChance(target), a, b };
  if (a.share === null || b.share === null)
    return { ...base, difference: null, pValue: null, meaningful: false, roundsNeeded: null };
  const pooled = (a.hits + b.hits) / (a.rounds + b.rounds);
  const variance = pooled * (1 - pooled) * (1 / a.rounds + 1 / b.rounds);
  // Every round of both houses on the same side of the target: no evidence of any difference.
  const pValue = variance === 0 ? 1 : chiSquarePValue((a.share - b.share) ** 2 / variance, 1);
  return {
    ...base,
    difference: a.share - b.share,
    pValue,
    meaningful: pValue < 0.05,
    roundsNeeded: roundsNeededFor(a.share, b.share),
  };
}

export function compareHouses(
  oddsA: readonly number[],
  oddsB: readonly number[],
): TargetComparison[] {
  return COMPARED_TARGETS.map((target) => compareTarget(oddsA, oddsB, target));
}

/** Mean rounds between two rounds of at least `target`; null with fewer than two. */
export function meanGap(oddsNewestFirst: readonly number[], target: number): number | null {
  const positions = oddsNewestFirst.flatMap((odd, index) => (odd >= target ? [index] : []));
  if (positions.length < 2) return null;
  const first = positions[0] ?? 0;
  const last = positions[positions.length - 1] ?? 0;
  return (last - first) / (positions.length - 1);
}
