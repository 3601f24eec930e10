import { describe, expect, it } from 'vitest';
import { agreement, wilsonInterval } from './wilson.js';

// Newcombe (1998), "Two-sided confidence intervals for the single proportion",
// Table I, method 3 (score interval), published to 4 decimals; the full digits
// are scipy 1.17.1's binomtest(k, n).proportion_ci(method='wilson').
const references = [
  { k: 81, n: 263, newcombe: [0.2553, 0.3662], scipy: [0.2552885198782742, 0.36620957698280004] },
  { k: 15, n: 148, newcombe: [0.0624, 0.1605], scipy: [0.06238639953073629, 0.16048724172330803] },
  { k: 0, n: 20, newcombe: [0, 0.1611], scipy: [0, 0.16112515805281935] },
  { k: 1, n: 29, newcombe: [0.0061, 0.1718], scipy: [0.006113214292762667, 0.17175521879320282] },
  { k: 5, n: 10, newcombe: null, scipy: [0.236593090512564, 0.7634069094874361] },
  { k: 29, n: 29, newcombe: null, scipy: [0.8830302015002592, 1] },
  { k: 485, n: 1000, newcombe: null, scipy: [0.4541408702709699, 0.5159739324835967] },
] as const;

describe('wilsonInterval', () => {
  it.each(references)(
    '$k of $n matches the published and scipy values',
    ({ k, n, newcombe, scipy }) => {
      const interval = wilsonInterval(k, n);
      if (!interval) throw new Error('expected an interval');
      expect(interval.lower).toBeCloseTo(scipy[0], 12);
      expect(interval.upper).toBeCloseTo(scipy[1], 12);
      if (newcombe) {
        expect(Number(interval.lower.toFixed(4))).toBe(newcombe[0]);
        expect(Number(interval.upper.toFixed(4))).toBe(newcombe[1]);
      }
    },
  );

  it('has nothing to say about zero trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('rejects impossible counts', () => {
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(0.5, 2)).toThrow(RangeError);
  });
});

describe('agreement', () => {
  const interval = { lower: 0.4, upper: 0.6 };
  it('says where the true chance falls against the interval', () => {
    expect(agreement(0.5, interval)).toBe('agrees');
    expect(agreement(0.4, interval)).toBe('agrees');
    expect(agreement(0.3, interval)).toBe('observedAbove');
    expect(agreement(0.7, interval)).toBe('observedBelow');
  });
});
