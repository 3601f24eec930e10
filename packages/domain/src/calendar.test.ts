import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  addDays,
  addMonths,
  addMonthsInstant,
  formatClock,
  formatInstantPtBr,
  maskDatePtBr,
  parseClock,
  parseDatePtBr,
  periodBounds,
  saoPauloDayStart,
  saoPauloToday,
  toSaoPaulo,
} from './calendar.js';

const at = (iso: string) => Date.parse(iso);

describe('São Paulo calendar', () => {
  it('puts 02:30 UTC on the previous day in São Paulo (UTC-3)', () => {
    const instant = Date.UTC(2026, 10, 23, 2, 30, 5);
    expect(saoPauloToday(instant)).toBe('2026-11-22');
    expect(toSaoPaulo(instant)).toEqual({
      date: '2026-11-22',
      time: '23:30:05',
      hour: 23,
      secondsOfDay: 84605,
    });
  });

  it('writes an instant on the São Paulo wall clock, whatever zone it was given in', () => {
    expect(formatInstantPtBr('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30');
    expect(formatInstantPtBr(at('2026-03-10T15:05:59-03:00'))).toBe('10/03/2026 15:05');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats and parses clock times, wrapping at 24 h', () => {
    expect(formatClock(3661)).toBe('01:01:01');
    expect(formatClock(86_400 + 59)).toBe('00:00:59');
    expect(formatClock(-1)).toBe('23:59:59');
    expect(parseClock('23:59:59')).toBe(86_399);
  });
});

describe('dd/mm/aaaa date fields', () => {
  it('masks the digits typed as dd/mm/aaaa', () => {
    expect(maskDatePtBr('')).toBe('');
    expect(maskDatePtBr('2')).toBe('2');
    expect(maskDatePtBr('241')).toBe('24/1');
    expect(maskDatePtBr('24112026')).toBe('24/11/2026');
    expect(maskDatePtBr('24/11/2026999')).toBe('24/11/2026');
  });

  it('reads a whole, real date as YYYY-MM-DD, anything else as null', () => {
    expect(parseDatePtBr('24/11/2026')).toBe('2026-11-24');
    expect(parseDatePtBr('29/02/2028')).toBe('2028-02-29');
    expect(parseDatePtBr('29/02/2026')).toBeNull();
    expect(parseDatePtBr('31/04/2026')).toBeNull();
    expect(parseDatePtBr('24/11/26')).toBeNull();
    expect(parseDatePtBr('')).toBeNull();
  });
});

describe('the first instant of a São Paulo day', () => {
  it('is local midnight, from the time-zone database', () => {
    expect(saoPauloDayStart('2026-03-10')).toBe(at('2026-03-10T03:00:00Z'));
    expect(saoPauloDayStart('2026-11-22')).toBe(at('2026-11-22T03:00:00Z'));
    // Under the 2018 daylight saving time (UTC-2) midnight was 02:00 UTC.
    expect(saoPauloDayStart('2018-12-01')).toBe(at('2018-12-01T02:00:00Z'));
  });

  it('is 01:00 on a day whose midnight was skipped by daylight saving time', () => {
    expect(saoPauloDayStart('2018-11-04')).toBe(at('2018-11-04T03:00:00Z'));
  });

  it('rejects a malformed date', () => {
    expect(() => saoPauloDayStart('22/11/2026')).toThrow(RangeError);
    expect(() => saoPauloDayStart('2026-02-30')).toThrow(RangeError);
  });

  // IANA America/Sao_Paulo: daylight saving time (UTC-2) began at 00:00 (clocks
  // to 01:00) and ended at 00:00 (clocks back to 23:00 of the day before), until
  // it was abolished in 2019; UTC-3 all year since.
  it.each([
    ['2015-02-21', '2015-02-21T02:00:00Z'], // last day of 2014/15 DST: 25 hours
    ['2015-02-22', '2015-02-22T03:00:00Z'],
    ['2015-10-17', '2015-10-17T03:00:00Z'],
    ['2015-10-18', '2015-10-18T03:00:00Z'], // midnight skipped: starts at 01:00
    ['2015-10-19', '2015-10-19T02:00:00Z'],
    ['2016-02-20', '2016-02-20T02:00:00Z'],
    ['2016-02-21', '2016-02-21T03:00:00Z'],
    ['2016-10-16', '2016-10-16T03:00:00Z'],
    ['2016-10-17', '2016-10-17T02:00:00Z'],
    ['2017-02-18', '2017-02-18T02:00:00Z'],
    ['2017-02-19', '2017-02-19T03:00:00Z'],
    ['2017-10-15', '2017-10-15T03:00:00Z'],
    ['2017-10-16', '2017-10-16T02:00:00Z'],
    ['2018-02-17', '2018-02-17T02:00:00Z'],
    ['2018-02-18', '2018-02-18T03:00:00Z'],
    ['2018-11-04', '2018-11-04T03:00:00Z'],
    ['2018-11-05', '2018-11-05T02:00:00Z'],
    ['2019-02-16', '2019-02-16T02:00:00Z'],
    ['2019-02-17', '2019-02-17T03:00:00Z'],
    // No daylight saving time from 2019 on: the first Sunday of November stays UTC-3.
    ['2019-11-03', '2019-11-03T03:00:00Z'],
    ['2019-11-04', '2019-11-04T03:00:00Z'],
    ['2024-02-29', '2024-02-29T03:00:00Z'],
  ])('%s starts at %s', (date, instant) => {
    expect(saoPauloDayStart(date)).toBe(at(instant));
  });

  it('gives every hour from 2015 to 2020 and of recent years a day that holds it', () => {
    const ranges = [
      ['2015-01-01T00:00:00Z', '2021-01-01T00:00:00Z'],
      ['2024-01-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    ] as const;
    const wrong: string[] = [];
    const days = new Map<string, { start: number; end: number }>();
    const dayOf = (date: string) => {
      let bounds = days.get(date);
      if (bounds === undefined) {
        bounds = { start: saoPauloDayStart(date), end: saoPauloDayStart(addDays(date, 1)) };
        const holds =
          toSaoPaulo(bounds.start).date === date &&
          toSaoPaulo(bounds.start - 1).date === addDays(date, -1) &&
          bounds.end - bounds.start >= DAY_MS - HOUR_MS &&
          bounds.end - bounds.start <= DAY_MS + HOUR_MS;
        if (!holds) wrong.push(date);
        days.set(date, bounds);
      }
      return bounds;
    };
    for (const [from, to] of ranges) {
      for (let instant = at(from); instant < at(to); instant += HOUR_MS) {
        const { start, end } = dayOf(toSaoPaulo(instant).date);
        if (instant < start || instant >= end) wrong.push(new Date(instant).toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('periods on the São Paulo clock', () => {
  it('a day, a week from Monday and a calendar month', () => {
    // Tuesday 10/03/2026 01:30 in São Paulo (04:30 UTC).
    const now = at('2026-03-10T04:30:00.000Z');
    expect(periodBounds('day', now)).toEqual({
      start: at('2026-03-10T03:00:00.000Z'),
      end: at('2026-03-11T03:00:00.000Z'),
    });
    expect(periodBounds('week', now)).toEqual({
      start: at('2026-03-09T03:00:00.000Z'),
      end: at('2026-03-16T03:00:00.000Z'),
    });
    expect(periodBounds('month', now)).toEqual({
      start: at('2026-03-01T03:00:00.000Z'),
      end: at('2026-04-01T03:00:00.000Z'),
    });
    // 23:30 on Sunday 15/03 in São Paulo is still the week of Monday 09/03.
    expect(periodBounds('week', at('2026-03-16T02:30:00.000Z')).start).toBe(
      at('2026-03-09T03:00:00.000Z'),
    );
  });

  it('a period across a daylight saving change keeps its wall-clock bounds', () => {
    // November 2018 began on UTC-3 and ended on daylight saving time (from 04/11).
    expect(periodBounds('month', at('2018-11-10T12:00:00Z'))).toEqual({
      start: at('2018-11-01T03:00:00Z'),
      end: at('2018-12-01T02:00:00Z'),
    });
  });

  it('adds months clamping to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsInstant(at('2026-03-10T18:00:00.000Z'), 12)).toBe(
      at('2027-03-10T18:00:00.000Z'),
    );
  });
});
