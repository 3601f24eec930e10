import { formatDatePtBr, HOUR_MS, MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import type { Candle } from '@velas/domain/schemas/history';

export interface RoundRow {
  id: number;
  betHouse: string;
  odd: number;
  timeMs: number;
}

export function toCandle(row: RoundRow): Candle {
  const local = toSaoPaulo(row.timeMs);
  return candleAt(row, local.date, local.time);
}

function candleAt(row: RoundRow, date: string, time: string): Candle {
  return {
    id: row.id,
    odd: row.odd,
    time: row.timeMs,
    hour: time,
    date,
    formattedDate: `${formatDatePtBr(date)} ${time}`,
    betHouse: row.betHouse,
  };
}

/** "00" to "59": the minutes and seconds of an instant. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** A UTC hour of rounds: its start, and São Paulo's date and "HH:" then. */
interface Hour {
  start: number;
  date: string;
  hour: string;
  /** False for an offset that is not whole hours: its rounds go through toSaoPaulo. */
  simple: boolean;
}

function hourOf(timeMs: number): Hour {
  const start = Math.floor(timeMs / HOUR_MS) * HOUR_MS;
  // Offsets change on whole hours, so one instant of the hour gives it
  // (as in export-format.ts).
  const local = toSaoPaulo(start);
  const offsetMs = Date.parse(`${local.date}T${local.time}Z`) - start;
  return {
    start,
    date: local.date,
    hour: local.time.slice(0, 3),
    simple: offsetMs % HOUR_MS === 0,
  };
}

/**
 * The same as rows.map(toCandle), with São Paulo's date worked out once per
 * hour of rounds rather than through Intl for each: a cached read's miss
 * turns up to a thousand rows into candles while every request waits.
 */
export function toCandles(rows: readonly RoundRow[]): Candle[] {
  let hour: Hour | undefined;
  return rows.map((row) => {
    if (hour === undefined || row.timeMs < hour.start || row.timeMs >= hour.start + HOUR_MS)
      hour = hourOf(row.timeMs);
    if (!hour.simple || !Number.isInteger(row.timeMs)) return toCandle(row);
    const rest = row.timeMs - hour.start;
    const time = `${hour.hour}${TWO_DIGITS[Math.floor(rest / MINUTE_MS)] ?? ''}:${TWO_DIGITS[Math.floor(rest / 1000) % 60] ?? ''}`;
    return candleAt(row, hour.date, time);
  });
}
