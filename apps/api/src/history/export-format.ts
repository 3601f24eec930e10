// Exported rounds as CSV lines or JSON array elements (docs/product.md#round-verification).
// Hot path: a year is ~1.3 million rows, so the São Paulo offset is looked up
// once per hour of rounds instead of formatting every instant through Intl.
import { toSaoPaulo } from '@velas/domain/calendar';
import type { ExportedRound } from '@velas/domain/schemas/history';
import type { ExportRow } from './rounds-repository.js';

const HOUR_MS = 3_600_000;

/** Formats crash instants in America/Sao_Paulo, remembering the offset of the last hour seen. */
export function createSaoPauloFormatter(): (timeMs: number) => string {
  let cachedHour = Number.NaN;
  let offsetMs = 0;
  let offsetText = '';
  return (timeMs) => {
    const hour = Math.floor(timeMs / HOUR_MS);
    if (hour !== cachedHour) {
      // Offsets change on whole hours, so one instant of the hour gives it.
      const local = toSaoPaulo(hour * HOUR_MS);
      const wall = Date.parse(`${local.date}T${local.time}Z`);
      offsetMs = wall - hour * HOUR_MS;
      const minutes = Math.abs(offsetMs) / 60_000;
      const sign = offsetMs < 0 ? '-' : '+';
      offsetText = `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
      cachedHour = hour;
    }
    return `${new Date(timeMs + offsetMs).toISOString().slice(0, 23)}${offsetText}`;
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function toExportedRound(
  row: ExportRow,
  saoPaulo: (timeMs: number) => string,
): ExportedRound {
  return {
    id: row.id,
    timeSaoPaulo: saoPaulo(row.time_ms),
    timeUtc: new Date(row.time_ms).toISOString(),
    odd: row.odd,
    hash: row.hash,
    salt: row.salt,
  };
}

export const CSV_HEADER = 'id,timeSaoPaulo,timeUtc,odd,hash,salt\n';

/** Every field is digits, hex, ISO dates or a hex salt: nothing needs quoting. */
export function csvLine(round: ExportedRound): string {
  return `${round.id},${round.timeSaoPaulo},${round.timeUtc},${round.odd},${round.hash ?? ''},${round.salt ?? ''}\n`;
}
