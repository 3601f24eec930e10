import { describe, expect, it } from 'vitest';
import { isAboveCeiling, winCeilingCents } from './win-limits.js';

const settings = {
  winLimit: { maxMultiplier: 1000, maxCents: 5_000_000 },
  gameWinLimits: { slot_mega: { maxMultiplier: 5000, maxCents: 20_000_000 } },
};

describe('winCeilingCents', () => {
  it('is the multiple of the bet while that is below the absolute amount', () => {
    expect(winCeilingCents(100, 'any', settings)).toBe(100_000);
  });

  it('is the absolute amount for a large bet', () => {
    expect(winCeilingCents(100_000, null, settings)).toBe(5_000_000);
  });

  it("uses the game's own entry when it has one", () => {
    expect(winCeilingCents(1_000, 'slot_mega', settings)).toBe(5_000_000);
    expect(winCeilingCents(10_000, 'slot_mega', settings)).toBe(20_000_000);
  });
});

describe('isAboveCeiling', () => {
  it('counts the wins of the bet together', () => {
    expect(isAboveCeiling(60_000, 0, 100_000)).toBe(false);
    expect(isAboveCeiling(60_000, 60_000, 100_000)).toBe(true);
    expect(isAboveCeiling(40_000, 60_000, 100_000)).toBe(false);
  });
});
