// Hot path: a year is ~1.3 million rows, and reliability/export-memory.test.ts
// holds the heap flat. So the São Paulo offset and "YYYY-MM-DDTHH:" are worked
// out once per hour of rounds, and each row is written straight into its line:
// no Date, no intermediate object, no JSON.stringify of a whole round.
import { HOUR_MS, MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import type { ExportRow } from '../rounds/rounds-repository.js';

/** The last hour of year 9999 (two hours' margin for the offset). */
const LAST_HOUR_MS = Date.UTC(9999, 11, 31, 22);

/** "00" to "59" and "000" to "999": the minutes, seconds and milliseconds of an instant. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

export const CSV_HEADER = 'id,timeSaoPaulo,timeUtc,odd,hash,salt\n';

interface Hour {
  start: number;
  /** "YYYY-MM-DDTHH:" of the hour in UTC and in São Paulo. */
  utc: string;
  saoPaulo: string;
  /** "-03:00" */
  offset: string;
  /**
   * False for an offset that is not whole hours, or a year outside 0000-9999
   * (ISO strings grow a sign): its instants go through Date.
   */
  simple: boolean;
  offsetMs: number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function hourOf(timeMs: number): Hour {
  const start = Math.floor(timeMs / HOUR_MS) * HOUR_MS;
  // Offsets change on whole hours, so one instant of the hour gives it.
  const local = toSaoPaulo(start);
  const offsetMs = Date.parse(`${local.date}T${local.time}Z`) - start;
  const minutes = Math.abs(offsetMs) / MINUTE_MS;
  return {
    start,
    utc: new Date(start).toISOString().slice(0, 14),
    saoPaulo: new Date(start + offsetMs).toISOString().slice(0, 14),
    offset: `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    simple: offsetMs % HOUR_MS === 0 && start >= 0 && start + offsetMs >= 0 && start < LAST_HOUR_MS,
    offsetMs,
  };
}

export function createRoundFormatter(): {
  csv: (row: ExportRow) => string;
  json: (row: ExportRow) => string;
} {
  let hour = hourOf(0);
  let utc = '';
  let saoPaulo = '';
  // Both instants of a row, as "2025-01-01T03:00:00.000Z" and "2025-01-01T00:00:00.000-03:00".
  const instants = (timeMs: number) => {
    if (timeMs < hour.start || timeMs >= hour.start + HOUR_MS) hour = hourOf(timeMs);
    if (!hour.simple || !Number.isInteger(timeMs)) {
      utc = new Date(timeMs).toISOString();
      saoPaulo = `${new Date(timeMs + hour.offsetMs).toISOString().slice(0, 23)}${hour.offset}`;
      return;
    }
    const rest = timeMs - hour.start;
    const inHour = `${TWO_DIGITS[Math.floor(rest / MINUTE_MS)] ?? ''}:${TWO_DIGITS[Math.floor(rest / 1000) % 60] ?? ''}.${THREE_DIGITS[rest % 1000] ?? ''}`;
    utc = `${hour.utc}${inHour}Z`;
    saoPaulo = `${hour.saoPaulo}${inHour}${hour.offset}`;
  };
  return {
    // Every field is digits, hex, ISO dates or a hex salt: nothing needs quoting.
    csv: (row) => {
      instants(row.timeMs);
      return `${row.id},${saoPaulo},${utc},${row.odd},${row.hash ?? ''},${row.salt ?? ''}\n`;
    },
    // What JSON.stringify gives for { id, timeSaoPaulo, timeUtc, odd, hash, salt }.
    json: (row) => {
      instants(row.timeMs);
      const hash = row.hash === null ? 'null' : JSON.stringify(row.hash);
      const salt = row.salt === null ? 'null' : JSON.stringify(row.salt);
      const odd = Number.isFinite(row.odd) ? String(row.odd) : 'null';
      return `{"id":${row.id},"timeSaoPaulo":"${saoPaulo}","timeUtc":"${utc}","odd":${odd},"hash":${hash},"salt":${salt}}`;
    },
  };
}
