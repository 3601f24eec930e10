import { describe, expect, it } from 'vitest';
import { observedReturn } from './observed-return.js';

describe('observedReturn', () => {
  it('is the ratio of sums with the delta-method interval, worked by hand', () => {
    // bets 100, 100, 200, 100; wins 0, 200, 0, 150: R = 350/500 = 0.7.
    // residuals: -70, 130, -140, 80 -> squares 4900 + 16900 + 19600 + 6400 = 47800;
    // SE = sqrt(47800 / (4 * 3)) / 125 = 63.1137... / 125 = 0.504909...
    const result = observedReturn(
      [
        { staked: 100, returned: 0 },
        { staked: 100, returned: 200 },
        { staked: 200, returned: 0 },
        { staked: 100, returned: 150 },
      ],
      4,
    );
    const se = Math.sqrt(47_800 / 12) / 125;
    expect(result?.ratio).toBe(0.7);
    expect(result?.upper).toBeCloseTo(0.7 + 1.959963984540054 * se, 12);
    expect(result?.lower).toBe(0);
    expect(result?.rounds).toBe(4);
  });

  it('has a zero-width interval when every round returned the same share', () => {
    const rounds = Array.from({ length: 30 }, (_, index) => ({
      staked: 100 * (index + 1),
      returned: 97 * (index + 1),
    }));
    const result = observedReturn(rounds);
    expect(result?.ratio).toBeCloseTo(0.97, 12);
    expect(result?.lower).toBeCloseTo(0.97, 12);
    expect(result?.upper).toBeCloseTo(0.97, 12);
  });

  it('says nothing below the minimum, and ignores rounds with nothing staked', () => {
    const rounds = Array.from({ length: 29 }, () => ({ staked: 100, returned: 0 }));
    expect(observedReturn(rounds)).toBeNull();
    expect(observedReturn([...rounds, { staked: 0, returned: 0 }])).toBeNull();
    expect(observedReturn([...rounds, { staked: 100, returned: 500 }])?.rounds).toBe(30);
  });

  it('covers a known 97% return about 95% of the time (seeded cash-outs at 2x)', () => {
    // Each round: stake 100, win 200 with chance 0.485 (P(crash >= 2) = 0.97 / 2).
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let covered = 0;
    const trials = 2000;
    for (let trial = 0; trial < trials; trial++) {
      const rounds = Array.from({ length: 100 }, () => ({
        staked: 100,
        returned: next() < 0.485 ? 200 : 0,
      }));
      const result = observedReturn(rounds);
      if (result && result.lower <= 0.97 && 0.97 <= result.upper) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.93);
    expect(covered / trials).toBeLessThan(0.97);
  });
});
