import { crashChance } from './crash-chance.js';
import { agreement, wilsonInterval, type Agreement, type Interval } from './wilson.js';

export const ODDS_TARGETS = [2, 10, 30, 100] as const;

export interface OddsVsObservedRow {
  target: number;
  theoretical: number;
  hits: number;
  rounds: number;
  observed: number | null;
  interval: Interval | null;
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
