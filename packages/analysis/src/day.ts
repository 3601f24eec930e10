// Analyses over the rounds of one São Paulo day
// (docs/product/aviator-analysis.md#candles-by-hour, #interval-analysis, #time-estimates):
// payout by hour, the interval analysis and its position repeats, and the time
// estimate.
import { MINUTE_MS, SECOND_MS, formatClock, toSaoPaulo } from '@velas/domain/calendar';
import type { AnalysisRow, HourCount, PositionRepeatRow } from '@velas/domain/schemas/history';

export interface DayRound {
  odd: number;
  /** Epoch milliseconds of the crash. */
  time: number;
}

export interface TimeEstimate {
  /** São Paulo wall-clock time (HH:MM:SS) of the next estimated round at or above the threshold. */
  next: string;
  /** The same instant as epoch ms, always after `now` (the screen says "em ~N min"). */
  nextAt: number;
  /** Mean gap between consecutive such rounds today ("média dos intervalos de hoje"). */
  meanGapSeconds: number;
  /** How many gaps the mean is over (rounds at or above the threshold, minus one). */
  sampleSize: number;
}

const HOURS_IN_DAY = 24;

/** For each hour 0–23 (America/Sao_Paulo), how many rounds reached the threshold. */
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
 * One row per round at or above the threshold, in time order. `position` counts
 * rounds since the previous such round (for the first, since the day began, so a
 * hit on the day's first round is position 1); the gap is measured from the
 * previous such round's time (for the first, from `dayStart`).
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

/**
 * Interval rows grouped by position: how many rows had each position and their
 * share of all rows in percent (2 decimals), by quantidade descending, ties by
 * posicao ascending.
 */
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

/**
 * Today's rounds at or above the threshold: the last one's time plus the mean
 * gap between consecutive ones, advanced by whole mean gaps until after `now`
 * (a time past midnight wraps on the wall clock). An average of today's gaps,
 * not a forecast. `null` with fewer than two such rounds or no gap between them.
 */
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
