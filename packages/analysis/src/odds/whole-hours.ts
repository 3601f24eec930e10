// A per-hour figure must mean the same hour everywhere on a screen: the hour
// maps count every round of an hour, so a window that starts inside an hour,
// or the hour still under way, would give that hour a second, smaller count
// (docs/product/probability-lab.md#hours-tested).
import { toSaoPaulo } from '@velas/domain/calendar';
import type { DayRound } from '../day.js';

/** A São Paulo hour of one day. */
export interface DayHour {
  date: string;
  hour: number;
}

export interface WholeHours {
  /** The rounds of the hours that are over and whole in the window. */
  rounds: DayRound[];
  /** The window's first hour, left out: the window holds only its end. */
  cutHour: number | null;
  /** The hour under way, left out: it is not over. */
  runningHour: number | null;
}

const sameHour = (a: DayHour, b: DayHour) => a.date === b.date && a.hour === b.hour;

/**
 * `firstHourCut`: the window did not reach back to the day's first round (the
 * history call answered as many rounds as it was asked), so its first hour
 * misses rounds. `running`: the hour under way now, or null.
 */
export function wholeHours(
  rounds: readonly DayRound[],
  { firstHourCut, running }: { firstHourCut: boolean; running: DayHour | null },
): WholeHours {
  if (rounds.length === 0) return { rounds: [], cutHour: null, runningHour: null };
  const earliest = rounds.reduce((first, round) => (round.time < first.time ? round : first));
  const cut: DayHour | null = firstHourCut ? toSaoPaulo(earliest.time) : null;
  const kept: DayRound[] = [];
  let cutSeen = false;
  let runningSeen = false;
  for (const round of rounds) {
    const at = toSaoPaulo(round.time);
    if (running !== null && sameHour(at, running)) runningSeen = true;
    else if (cut !== null && sameHour(at, cut)) cutSeen = true;
    else kept.push(round);
  }
  return {
    rounds: kept,
    cutHour: cutSeen && cut !== null ? cut.hour : null,
    runningHour: runningSeen && running !== null ? running.hour : null,
  };
}
