import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatClock,
  maskDatePtBr,
  parseClock,
  parseDatePtBr,
  saoPauloToday,
  toSaoPaulo,
} from './calendar.js';

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
