import { describe, expect, it } from 'vitest';
import { crashChance } from '../odds/crash-chance.js';
import { crashFromUniform, TWO_TO_52, winThreshold } from './crash-threshold.js';

describe('winThreshold', () => {
  it.each([1.01, 1.5, 2, 3.33, 10, 30, 100, 1000, 1_000_000])(
    'is the first 52-bit draw whose crash reaches %f, and its share is 0.97/x',
    (target) => {
      const { draw, high, low } = winThreshold(target);
      expect(crashFromUniform(draw / TWO_TO_52)).toBeGreaterThanOrEqual(target);
      expect(crashFromUniform((draw - 1) / TWO_TO_52)).toBeLessThan(target);
      expect(high * 2 ** 32 + low).toBe(draw);
      // Every draw from r* up wins: the exact chance of the 52-bit game.
      expect(Math.abs((TWO_TO_52 - draw) / TWO_TO_52 - crashChance(target))).toBeLessThan(1e-15);
    },
  );

  it('is 2^52 (never) for a target beyond the largest crash', () => {
    expect(winThreshold(1e20).draw).toBe(TWO_TO_52);
  });
});
