import { describe, expect, it } from 'vitest';
import { crashPointFromHmacHex } from './fairness.js';

describe('crashPointFromHmacHex', () => {
  it('is 1.00 when the first 52 bits are zero and below the 4/101 bust line', () => {
    expect(crashPointFromHmacHex('0'.repeat(64))).toBe(1);
    // X just under 4/101: 97 / (1 - X) < 101.
    expect(crashPointFromHmacHex('0a2000000000' + '0'.repeat(52))).toBe(1);
  });

  it('reads only the first 13 hex digits', () => {
    expect(crashPointFromHmacHex('8000000000000' + 'f'.repeat(51))).toBe(1.94);
    expect(crashPointFromHmacHex('8000000000000')).toBe(1.94);
  });

  it('grows without bound as X nears 1', () => {
    expect(crashPointFromHmacHex('fffffffffffff')).toBe(Math.floor(97 * 2 ** 52) / 100);
    expect(crashPointFromHmacHex('ffffffffffffe')).toBe(Math.floor((97 * 2 ** 52) / 2) / 100);
  });

  it('accepts upper-case digits and rejects anything shorter or not hexadecimal', () => {
    expect(crashPointFromHmacHex('8000000000000'.toUpperCase())).toBe(1.94);
    expect(() => crashPointFromHmacHex('800000000000')).toThrow(RangeError);
    expect(() => crashPointFromHmacHex('80000000000g0')).toThrow(RangeError);
  });
});
