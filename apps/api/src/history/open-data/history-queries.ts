import type { DayRound } from '@velas/analysis/day';
import { addDays, saoPauloDayStart, saoPauloToday } from '@velas/domain/calendar';
import type { Candle } from '@velas/domain/schemas/history';
import type { Queryable } from '#/db/database.js';
import { toCandles } from '../rounds/candles.js';
import { latestRounds, roundsBetween } from '../rounds/rounds-repository.js';

/**
 * The `count` latest rounds as they stood at the end of `date` (São Paulo),
 * newest first. For today that is the latest rounds played so far; for a past
 * day, the last rounds up to its midnight. Either way the window is "the last
 * N rounds" of docs/product/aviator-analysis.md#candles, so shortly after midnight it reaches back into
 * the day before (each candle carries its own date). A future date has
 * nothing played yet.
 */
export async function candleWindow(
  db: Queryable,
  query: { date: string; numberVelas: number; betHouse: string },
  now: number,
): Promise<Candle[]> {
  if (query.date > saoPauloToday(now)) return [];
  const endOfDay = saoPauloDayStart(addDays(query.date, 1));
  const rows = await latestRounds(db, query.betHouse, endOfDay, query.numberVelas);
  return toCandles(rows);
}

export interface Day {
  start: number;
  rounds: DayRound[];
}

/** A house's rounds of one São Paulo calendar day, oldest first. */
export async function dayOfRounds(db: Queryable, betHouse: string, date: string): Promise<Day> {
  const start = saoPauloDayStart(date);
  const rows = await roundsBetween(db, betHouse, start, saoPauloDayStart(addDays(date, 1)));
  return { start, rounds: rows.map((row) => ({ odd: row.odd, time: row.timeMs })) };
}
