// Each house's latest 1.000 rounds start at its own time; cut to the same
// start, every part counts one window.
import { toSaoPaulo } from '@velas/domain/calendar';

interface TimedRound {
  odd: number;
  time: number;
}

export interface SharedWindow<Round extends TimedRound> {
  a: Round[];
  b: Round[];
  /** When the shared window starts; null while a house has no rounds. */
  since: number | null;
}

const earliest = (rounds: readonly TimedRound[]) =>
  rounds.length === 0 ? null : Math.min(...rounds.map((round) => round.time));

export function sharedWindow<Round extends TimedRound>(
  a: readonly Round[],
  b: readonly Round[],
): SharedWindow<Round> {
  const firstA = earliest(a);
  const firstB = earliest(b);
  if (firstA === null || firstB === null) return { a: [...a], b: [...b], since: null };
  const since = Math.max(firstA, firstB);
  const from = (rounds: readonly Round[]) => rounds.filter((round) => round.time >= since);
  return { a: from(a), b: from(b), since };
}

/** How many rounds reached `target` in each São Paulo hour that has any. */
export function hourCounts(
  rounds: readonly TimedRound[],
  target: number,
): { hour: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const round of rounds) {
    if (round.odd < target) continue;
    const { hour } = toSaoPaulo(round.time);
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  return [...counts].map(([hour, count]) => ({ hour, count }));
}
