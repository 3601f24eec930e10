import { HOUR_MS } from '@velas/domain/calendar';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCandle, toCandles, type RoundRow } from './candles.js';

const row = (timeMs: number, id = 1): RoundRow => ({ id, betHouse: 'MINES_BET', odd: 2.5, timeMs });

describe('toCandles', () => {
  it('gives the candles toSaoPaulo gives, a round at a time', () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(fc.array(instants, { maxLength: 40 }), (times) => {
        // Newest first, as the reads ask for them, and in any order.
        const newestFirst = [...times].sort((a, b) => b - a);
        for (const order of [newestFirst, times]) {
          const rows = order.map((timeMs, index) => row(timeMs, index));
          expect(toCandles(rows)).toEqual(rows.map(toCandle));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps to the wall clock across the summer-time changes São Paulo had', () => {
    // 2018-11-04 00:00 became 01:00 (03:00 UTC); 2019-02-17 00:00 went back to 23:00 (02:00 UTC).
    const changes = [Date.UTC(2018, 10, 4, 3), Date.UTC(2019, 1, 17, 2)];
    const rows = changes.flatMap((change) =>
      [-HOUR_MS, -1, 0, 1, HOUR_MS - 1, HOUR_MS].map((offset) => row(change + offset)),
    );
    expect(toCandles(rows)).toEqual(rows.map(toCandle));
    expect(toCandles([row(Date.UTC(2018, 10, 4, 3))])[0]?.hour).toBe('01:00:00');
    expect(toCandles([row(Date.UTC(2019, 1, 17, 2))])[0]).toMatchObject({
      date: '2019-02-16',
      hour: '23:00:00',
      formattedDate: '16/02/2019 23:00:00',
    });
  });
});
