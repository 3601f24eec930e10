import { MINUTE_MS, SECOND_MS, formatClock, toSaoPaulo } from '@velas/domain/calendar';
import type { AnalysisRow, HourCount, PositionRepeatRow } from '@velas/domain/schemas/history';

export interface DayRound {
  odd: number;
  time: number;
}

export interface TimeEstimate {
  /** São Paulo wall-clock time (HH:MM:SS) of the next estimated round at or above the threshold. */
  next: string;
  /** The same instant as epoch ms, always after `now` (the screen says "em ~N min"). */
  nextAt: number;
  meanGapSeconds: number;
  sampleSize: number;
}

const HOURS_IN_DAY = 24;

export function oddsByHour(rounds: readonly DayRound[], threshold: number): HourCount[] {
  const counts = new Array<number>(HOURS_IN_DAY).fill(0);
  for (const round of rounds) {
    if (round.odd < threshold) continue;
    const { hour } = toSaoPaulo(round.time);
    counts[hour] = (counts[hour] as number) + 1;
  }
  return counts.map((count, hour) => ({ hour, count }));
}

/**
 * `position` counts rounds since the previous such round (for the first,
 * since the day began); the first gap is measured from `dayStart`.
 */
export function intervalAnalysis(
  rounds: readonly DayRound[],
  threshold: number,
  dayStart: number,
): AnalysisRow[] {
  const rows: AnalysisRow[] = [];
  let previousIndex = -1;
  let previousTime = dayStart;
  rounds.forEach((round, index) => {
    if (round.odd < threshold) return;
    const gapMs = Math.max(0, round.time - previousTime);
    rows.push({
      position: index - previousIndex,
      intervalTime: formatClock(gapMs / SECOND_MS),
      odd: round.odd,
      minutes: Math.floor(gapMs / MINUTE_MS),
    });
    previousIndex = index;
    previousTime = round.time;
  });
  return rows;
}

/** By quantidade descending, ties by posicao ascending. */
export function positionRepeats(rows: readonly AnalysisRow[]): PositionRepeatRow[] {
  const byPosition = new Map<number, number>();
  for (const { position } of rows) byPosition.set(position, (byPosition.get(position) ?? 0) + 1);
  return [...byPosition]
    .map(([posicao, quantidade]) => ({
      posicao,
      quantidade,
      // Integer basis points first, so 2-decimal rounding is not at the mercy of binary fractions.
      porcentagem: Math.round((quantidade * 10_000) / rows.length) / 100,
    }))
    .sort((a, b) => b.quantidade - a.quantidade || a.posicao - b.posicao);
}

/** An average of today's gaps, not a forecast; null with fewer than two such rounds. */
export function timeEstimate(
  rounds: readonly DayRound[],
  threshold: number,
  now: number,
): TimeEstimate | null {
  const times = rounds.filter((round) => round.odd >= threshold).map((round) => round.time);
  if (times.length < 2) return null;
  const first = times.reduce((earliest, time) => Math.min(earliest, time));
  const last = times.reduce((latest, time) => Math.max(latest, time));
  const gaps = times.length - 1;
  // The mean of consecutive gaps telescopes to (last - first) / gaps.
  const meanGapMs = (last - first) / gaps;
  if (meanGapMs <= 0) return null;
  let next = last + meanGapMs;
  if (next <= now) next += Math.floor((now - next) / meanGapMs + 1) * meanGapMs;
  return {
    next: toSaoPaulo(next).time,
    nextAt: next,
    meanGapSeconds: meanGapMs / SECOND_MS,
    sampleSize: gaps,
  };
}
