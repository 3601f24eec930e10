import { describe, expect, it } from 'vitest';
import {
  intervalAnalysis,
  oddsByHour,
  positionRepeats,
  timeEstimate,
  type DayRound,
} from './day.js';

const dayStart = Date.parse('2026-11-22T03:00:00Z'); // 00:00 in São Paulo (UTC-3)
const at = (clock: string) => Date.parse(`2026-11-22T${clock}-03:00`);

describe('oddsByHour', () => {
  it('counts rounds at or above the threshold in each São Paulo hour', () => {
    const rounds: DayRound[] = [
      { odd: 10, time: at('00:00:05') },
      { odd: 9.99, time: at('00:30:00') },
      { odd: 12, time: at('13:59:59') },
      { odd: 100, time: at('14:00:00') },
      { odd: 30, time: at('23:59:59') },
    ];
    const hours = oddsByHour(rounds, 10);
    expect(hours).toHaveLength(24);
    expect(hours.map((entry) => entry.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(
      Object.fromEntries(
        hours.filter((entry) => entry.count > 0).map((entry) => [entry.hour, entry.count]),
      ),
    ).toEqual({
      0: 1,
      13: 1,
      14: 1,
      23: 1,
    });
  });
});

describe('intervalAnalysis and positionRepeats', () => {
  const rounds: DayRound[] = [
    { odd: 1.2, time: at('00:00:30') },
    { odd: 60, time: at('00:01:10') },
    { odd: 2, time: at('00:02:00') },
    { odd: 3, time: at('00:03:00') },
    { odd: 50, time: at('01:04:20') },
    { odd: 1.5, time: at('01:05:00') },
    { odd: 55, time: at('01:05:50') },
    { odd: 1.1, time: at('01:06:30') },
    { odd: 1.4, time: at('01:07:00') },
    { odd: 70, time: at('01:09:00') },
  ];

  it('measures each hit from the previous one (the first from the start of the day)', () => {
    expect(intervalAnalysis(rounds, 50, dayStart)).toEqual([
      { position: 2, intervalTime: '00:01:10', odd: 60, minutes: 1 },
      { position: 3, intervalTime: '01:03:10', odd: 50, minutes: 63 },
      { position: 2, intervalTime: '00:01:30', odd: 55, minutes: 1 },
      { position: 3, intervalTime: '00:03:10', odd: 70, minutes: 3 },
    ]);
  });

  it('gives position 1 to a hit on the first round of the day', () => {
    expect(intervalAnalysis([{ odd: 80, time: dayStart + 20_000 }], 50, dayStart)).toEqual([
      { position: 1, intervalTime: '00:00:20', odd: 80, minutes: 0 },
    ]);
    expect(intervalAnalysis(rounds, 1000, dayStart)).toEqual([]);
  });

  it('groups rows by position with their share, most frequent first, ties by position', () => {
    const rows = intervalAnalysis(rounds, 50, dayStart);
    expect(positionRepeats(rows)).toEqual([
      { posicao: 2, quantidade: 2, porcentagem: 50 },
      { posicao: 3, quantidade: 2, porcentagem: 50 },
    ]);
    const row = (position: number) => ({ position, intervalTime: '00:01:00', odd: 50, minutes: 1 });
    expect(positionRepeats([row(3), row(2), row(2)])).toEqual([
      { posicao: 2, quantidade: 2, porcentagem: 66.67 },
      { posicao: 3, quantidade: 1, porcentagem: 33.33 },
    ]);
    expect(positionRepeats([])).toEqual([]);
  });
});

describe('timeEstimate', () => {
  const rounds: DayRound[] = [
    { odd: 3.5, time: at('10:00:00') },
    { odd: 1.2, time: at('10:05:00') },
    { odd: 3, time: at('10:10:00') },
    { odd: 12, time: at('10:40:00') },
  ];

  it('adds the mean gap to the last hit', () => {
    // Hits at 10:00, 10:10 and 10:40: gaps of 10 and 30 minutes, mean 20.
    expect(timeEstimate(rounds, 3, at('10:41:00'))).toEqual({
      next: '11:00:00',
      nextAt: at('11:00:00'),
      meanGapSeconds: 1200,
      sampleSize: 2,
    });
  });

  it('advances by whole mean gaps until after now', () => {
    expect(timeEstimate(rounds, 3, at('11:00:00'))?.next).toBe('11:20:00');
    expect(timeEstimate(rounds, 3, at('11:30:00'))?.next).toBe('11:40:00');
  });

  it('wraps past midnight on the wall clock', () => {
    const late = [
      { odd: 10, time: at('23:00:00') },
      { odd: 10, time: at('23:40:00') },
    ];
    expect(timeEstimate(late, 10, at('23:50:00'))?.next).toBe('00:20:00');
  });

  it('is null with fewer than two hits or no gap between them', () => {
    expect(timeEstimate(rounds, 10, at('11:00:00'))).toBeNull();
    expect(timeEstimate([], 3, at('11:00:00'))).toBeNull();
    expect(
      timeEstimate(
        [
          { odd: 5, time: at('09:00:00') },
          { odd: 5, time: at('09:00:00') },
        ],
        3,
        at('11:00:00'),
      ),
    ).toBeNull();
  });
});
