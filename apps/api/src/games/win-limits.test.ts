import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { isAboveCeiling, winCeilingCents } from './win-limits.js';

const settings = {
  winLimit: { maxMultiplier: 1000, maxCents: 5_000_000 },
  gameWinLimits: { slot_mega: { maxMultiplier: 5000, maxCents: 20_000_000 } },
};

describe('winCeilingCents', () => {
  it('is the multiple of the bet while that is below the absolute amount', () => {
    expect(winCeilingCents(toCents(100), 'any', settings)).toBe(100_000);
  });

  it('is the absolute amount for a large bet', () => {
    expect(winCeilingCents(toCents(100_000), null, settings)).toBe(5_000_000);
  });

  it("uses the game's own entry when it has one", () => {
    expect(winCeilingCents(toCents(1_000), 'slot_mega', settings)).toBe(5_000_000);
    expect(winCeilingCents(toCents(10_000), 'slot_mega', settings)).toBe(20_000_000);
  });
});

describe('isAboveCeiling', () => {
  it('counts the wins of the bet together', () => {
    expect(isAboveCeiling(toCents(60_000), toCents(0), toCents(100_000))).toBe(false);
    expect(isAboveCeiling(toCents(60_000), toCents(60_000), toCents(100_000))).toBe(true);
    expect(isAboveCeiling(toCents(40_000), toCents(60_000), toCents(100_000))).toBe(false);
  });
});
