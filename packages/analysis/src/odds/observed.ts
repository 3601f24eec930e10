// Real odds next to observed rates (docs/product/probability-lab.md#odds-vs-observed): for each multiplier, the
// true chance, the share seen in the window with its 95% interval, and whether
// the two agree.
import { crashChance } from './crash-chance.js';
import { agreement, wilsonInterval, type Agreement, type Interval } from './wilson.js';

/** The multipliers the aviator screen compares. */
export const ODDS_TARGETS = [2, 10, 30, 100] as const;

export interface OddsVsObservedRow {
  target: number;
  /** P(crash >= target) = 0.97 / target. */
  theoretical: number;
  /** Rounds in the window that reached the target. */
  hits: number;
  /** Rounds in the window (the sample size). */
  rounds: number;
  /** hits / rounds; null for an empty window. */
  observed: number | null;
  interval: Interval | null;
  /** null for an empty window. */
  agreement: Agreement | null;
}

export function oddsVsObserved(
  odds: ArrayLike<number>,
  targets: readonly number[] = ODDS_TARGETS,
): OddsVsObservedRow[] {
  const rounds = odds.length;
  return targets.map((target) => {
    let hits = 0;
    for (let index = 0; index < rounds; index++) if ((odds[index] as number) >= target) hits++;
    const theoretical = crashChance(target);
    const interval = wilsonInterval(hits, rounds);
    return {
      target,
      theoretical,
      hits,
      rounds,
      observed: rounds === 0 ? null : hits / rounds,
      interval,
      agreement: interval && agreement(theoretical, interval),
    };
  });
}
