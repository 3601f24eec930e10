import { describe, expect, it } from 'vitest';
import { wholeHours } from './whole-hours.js';

/** São Paulo is UTC−3: 10:37 there is 13:37 UTC. */
const at = (hour: number, minute: number) => Date.UTC(2026, 10, 22, hour + 3, minute);
const round = (hour: number, minute: number) => ({ odd: 1.5, time: at(hour, minute) });
const window = [round(10, 37), round(10, 59), round(11, 0), round(11, 59), round(12, 1)];

describe('wholeHours', () => {
  it('leaves out the first hour the window cut and the hour under way, and names them', () => {
    const whole = wholeHours(window, {
      firstHourCut: true,
      running: { date: '2026-11-22', hour: 12 },
    });
    expect(whole.rounds).toEqual([round(11, 0), round(11, 59)]);
    expect(whole).toMatchObject({ cutHour: 10, runningHour: 12 });
  });

  it('keeps the first hour when the window holds the whole day', () => {
    const whole = wholeHours(window, { firstHourCut: false, running: null });
    expect(whole.rounds).toHaveLength(5);
    expect(whole).toMatchObject({ cutHour: null, runningHour: null });
  });

  it('keeps every hour of a past day: the hour under way is another day', () => {
    const whole = wholeHours(window, {
      firstHourCut: false,
      running: { date: '2026-11-23', hour: 12 },
    });
    expect(whole.rounds).toHaveLength(5);
    expect(whole.runningHour).toBeNull();
  });

  it('names no hour it did not leave out', () => {
    expect(wholeHours([], { firstHourCut: true, running: null })).toEqual({
      rounds: [],
      cutHour: null,
      runningHour: null,
    });
    // The window starts in the hour under way: one hour, left out once, as under way.
    const whole = wholeHours([round(12, 1)], {
      firstHourCut: true,
      running: { date: '2026-11-22', hour: 12 },
    });
    expect(whole).toEqual({ rounds: [], cutHour: null, runningHour: 12 });
  });
});
