// A clock tests move by hand.
import type { Clock } from '#/clock.js';

export interface TestClock {
  readonly now: Clock;
  advance(milliseconds: number): void;
  set(epochMilliseconds: number): void;
}

/** Starts at a fixed instant (a Tuesday afternoon in São Paulo) unless told otherwise. */
export function createTestClock(start = Date.parse('2026-03-10T18:00:00.000Z')): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (epochMilliseconds) => {
      current = epochMilliseconds;
    },
  };
}
