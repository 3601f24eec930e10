import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BETTING_PHASE_MS, flightMs, multiplierAt, nextCrashTime } from './schedule.js';

describe('round schedule', () => {
  it('flies 1.00 rounds for no time at all', () => {
    expect(flightMs(1)).toBe(0);
  });

  it('follows the e^(0.00006 ms) curve: 2x after ~11.55 s, 10x after ~38.4 s', () => {
    expect(flightMs(2)).toBe(11_553);
    expect(flightMs(10)).toBe(38_377);
    expect(multiplierAt(11_552)).toBe(1.99);
    expect(multiplierAt(11_553)).toBe(2);
  });

  it('lands exactly on the first millisecond the display shows the odd', () => {
    const hundredths = fc.integer({ min: 100, max: 100_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(hundredths, (odd) => {
        const elapsed = flightMs(odd);
        expect(multiplierAt(elapsed)).toBeGreaterThanOrEqual(odd);
        if (elapsed > 0) expect(multiplierAt(elapsed - 1)).toBeLessThan(odd);
      }),
      { numRuns: 5_000 },
    );
  });

  it('spaces crashes by the betting phase plus the flight', () => {
    const start = Date.UTC(2026, 10, 22, 12);
    expect(nextCrashTime(start, 1)).toBe(start + BETTING_PHASE_MS);
    expect(nextCrashTime(start, 2)).toBe(start + BETTING_PHASE_MS + 11_553);
  });
});
