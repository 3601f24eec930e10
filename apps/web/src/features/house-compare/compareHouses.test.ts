import { describe, expect, it } from 'vitest';
import { compareHouses, compareTarget, meanGap } from './compareHouses.ts';

const repeat = (odd: number, times: number) => Array.from({ length: times }, () => odd);

describe('comparing two houses', () => {
  it('calls a small sample inconclusive and says how many rounds a difference would need', () => {
    // 6/20 against 4/20 at 10x: a 10-point gap that 20 rounds cannot tell from chance.
    const a = [...repeat(12, 6), ...repeat(1.5, 14)];
    const b = [...repeat(12, 4), ...repeat(1.5, 16)];
    const row = compareTarget(a, b, 10);
    expect(row.a).toMatchObject({ hits: 6, rounds: 20, share: 0.3 });
    expect(row.difference).toBeCloseTo(0.1, 10);
    expect(row.pValue).toBeCloseTo(0.4652, 3);
    expect(row.meaningful).toBe(false);
    // Fleiss' formula for 0.30 vs 0.20 at 95% / 80%: 294 rounds per house.
    expect(row.roundsNeeded).toBe(294);
  });

  it('calls the same gap meaningful with large samples', () => {
    const a = [...repeat(12, 600), ...repeat(1.5, 1400)];
    const b = [...repeat(12, 400), ...repeat(1.5, 1600)];
    const row = compareTarget(a, b, 10);
    expect(row.pValue).toBeLessThan(1e-6);
    expect(row.meaningful).toBe(true);
    expect(row.a.interval?.lower).toBeGreaterThan(row.b.interval?.upper ?? 1);
  });

  it('answers nothing it cannot compute: an empty house, identical all-or-nothing samples', () => {
    const empty = compareTarget([], [2, 3], 2);
    expect(empty).toMatchObject({ difference: null, pValue: null, meaningful: false });
    const same = compareTarget(repeat(1.2, 5), repeat(1.3, 7), 50);
    expect(same).toMatchObject({ difference: 0, pValue: 1, meaningful: false, roundsNeeded: null });
    expect(compareHouses([2], [2]).map((row) => row.target)).toEqual([2, 10, 50]);
  });

  it('measures the mean gap between rounds that reached a target', () => {
    expect(meanGap([12, 1, 1, 15, 1, 1, 1, 11], 10)).toBe(3.5);
    expect(meanGap([12, 1], 10)).toBeNull();
  });
});
