import { describe, expect, it } from 'vitest';
import { FailingStreak } from './failing-streak.js';

describe('the failing streak of the regulator’s module', () => {
  it('counts from the first failure of a streak and ends at the first answer', () => {
    let now = 1_000_000;
    const streak = new FailingStreak(() => now);
    expect(streak.seconds()).toBe(0);
    streak.saw(false);
    now += 60_000;
    streak.saw(false);
    now += 30_000;
    expect(streak.seconds()).toBe(90);
    streak.saw(true);
    expect(streak.seconds()).toBe(0);
    streak.saw(false);
    now += 5_000;
    expect(streak.seconds()).toBe(5);
  });

  it('never goes below zero when the clock steps back', () => {
    let now = 1_000_000;
    const streak = new FailingStreak(() => now);
    streak.saw(false);
    now -= 10_000;
    expect(streak.seconds()).toBe(0);
  });
});
