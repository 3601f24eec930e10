import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPointFromHmacHex, crashProbabilityAtLeast } from './fairness.js';

const hex13 = (r: number) => r.toString(16).padStart(13, '0');

describe('crashPointFromHmacHex', () => {
  it('gives the docs/api/open-data.md example: 4ea0a6e13a6e2… -> 1.39', () => {
    expect(crashPointFromHmacHex('4ea0a6e13a6e285542bc')).toBe(1.39);
  });

  it('never goes below 1 (X = 0 gives 97 hundredths, shown as 1.00)', () => {
    expect(crashPointFromHmacHex(hex13(0))).toBe(1);
    // 97 / (1 - X) reaches 100 hundredths at X = 3/100.
    expect(crashPointFromHmacHex(hex13(Math.ceil((3 / 100) * 2 ** 52)))).toBe(1);
  });

  it('reaches its largest value at r = 2^52 - 1', () => {
    expect(crashPointFromHmacHex('fffffffffffff')).toBe((97 * 2 ** 52) / 100);
  });

  it('reads only the first 13 digits, in either case', () => {
    expect(crashPointFromHmacHex('4EA0A6E13A6E2ffff')).toBe(1.39);
  });

  it('refuses a digest shorter than 13 hex digits', () => {
    expect(() => crashPointFromHmacHex('4ea0a6')).toThrow();
    expect(() => crashPointFromHmacHex('zzzzzzzzzzzzz')).toThrow();
  });

  it('agrees with the floating-point formula away from the top of the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 - 2 ** 40 }), (r) => {
        const x = r / 2 ** 52;
        expect(crashPointFromHmacHex(hex13(r))).toBe(Math.max(1, Math.floor(97 / (1 - x)) / 100));
      }),
      { seed: 13, numRuns: 20_000 },
    );
  });

  it('is exact where the quotient lands on a whole hundredth', () => {
    // 2^52 - r = 97 * 2^45 gives 97 * 2^52 / (97 * 2^45) = 128 hundredths exactly.
    expect(crashPointFromHmacHex(hex13(2 ** 52 - 97 * 2 ** 45))).toBe(1.28);
    expect(crashPointFromHmacHex(hex13(2 ** 52 - 97 * 2 ** 45 + 1))).toBe(1.28);
    expect(crashPointFromHmacHex(hex13(2 ** 52 - 97 * 2 ** 45 - 1))).toBe(1.27);
  });
});

describe('crashProbabilityAtLeast', () => {
  it('is RTP / x above 1 and 1 at or below it', () => {
    expect(crashProbabilityAtLeast(2)).toBeCloseTo(0.485, 12);
    expect(crashProbabilityAtLeast(100)).toBeCloseTo(0.0097, 12);
    expect(crashProbabilityAtLeast(1)).toBe(1);
    expect(crashProbabilityAtLeast(0.5)).toBe(1);
  });
});
