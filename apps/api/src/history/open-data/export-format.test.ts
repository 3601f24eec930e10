import { toSaoPaulo } from '@velas/domain/calendar';
import { describe, expect, it } from 'vitest';
import type { ExportRow } from '../rounds/rounds-repository.js';
import { createRoundFormatter } from './export-format.js';

/** The plain way: an object per round through Date, Intl and JSON.stringify. */
function reference(row: ExportRow) {
  const local = toSaoPaulo(row.timeMs);
  const offsetMs =
    Date.parse(`${local.date}T${local.time}Z`) - Math.floor(row.timeMs / 1000) * 1000;
  const minutes = Math.abs(offsetMs) / 60_000;
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  const round = {
    id: row.id,
    timeSaoPaulo: `${new Date(row.timeMs + offsetMs).toISOString().slice(0, 23)}${offset}`,
    timeUtc: new Date(row.timeMs).toISOString(),
    odd: row.odd,
    hash: row.hash,
    salt: row.salt,
  };
  return {
    csv: `${round.id},${round.timeSaoPaulo},${round.timeUtc},${round.odd},${round.hash ?? ''},${round.salt ?? ''}\n`,
    json: JSON.stringify(round),
  };
}

// Around the end of Brazil's last daylight-saving time (2019-02-17, -02:00 to
// -03:00), a leap day, the turn of a year, and ordinary rounds of today.
const STARTS = [
  '2019-02-16T23:30:00-02:00',
  '2018-11-03T23:30:00-03:00',
  '2024-02-28T23:59:00-03:00',
  '2025-12-31T23:58:00-03:00',
  '2026-03-10T14:40:20-03:00',
].map((text) => Date.parse(text));

describe('export format', () => {
  it('writes each round as the plain way does, across offsets, days and years', () => {
    const formatter = createRoundFormatter();
    let checked = 0;
    for (const start of STARTS) {
      // Rounds a fraction of a second off whole seconds apart, for two hours: every minute, second and millisecond field moves.
      for (let n = 0; n < 1000; n += 1) {
        const row: ExportRow = {
          id: checked + 1,
          timeMs: start + n * 7_301,
          odd: [1, 1.01, 2.5, 1000, 13.37][n % 5] ?? 1,
          hash: n % 7 === 0 ? null : 'ab'.repeat(32),
          salt: n % 7 === 0 ? null : 'sal-da-casa',
        };
        const expected = reference(row);
        expect(formatter.csv(row)).toBe(expected.csv);
        expect(formatter.json(row)).toBe(expected.json);
        checked += 1;
      }
    }
    expect(checked).toBe(5000);
  });

  it('goes back and forth in time without a stale hour', () => {
    const formatter = createRoundFormatter();
    for (const timeMs of [STARTS[1], STARTS[0], STARTS[4], STARTS[0]]) {
      const row: ExportRow = { id: 1, timeMs: timeMs ?? 0, odd: 2, hash: null, salt: null };
      expect(formatter.json(row)).toBe(reference(row).json);
    }
  });
});
