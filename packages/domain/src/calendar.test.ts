import { describe, expect, it } from 'vitest';
import { addDays, formatClock, parseClock, saoPauloToday, toSaoPaulo } from './calendar.js';

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
