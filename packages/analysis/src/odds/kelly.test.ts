import { describe, expect, it } from 'vitest';
import { kellyFraction, kellyStakeShare, targetHundredths } from './kelly.js';

/** (p·t − 1) / (t − 1) with p = 97/T and t = T/100, as an exact reduced fraction of BigInts. */
function exactKelly(hundredths: number): [bigint, bigint] {
  const T = BigInt(hundredths);
  // p·t = (97/T)·(T/100) = 97/100; numerator (97 − 100)/100, denominator (T − 100)/100.
  let numerator = (97n * T - 100n * T) * 100n;
  let denominator = 100n * T * (T - 100n);
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
  const divisor = gcd(numerator, denominator);
  numerator /= divisor;
  denominator /= divisor;
  return [numerator, denominator];
}

describe('kellyFraction', () => {
  it('is the double nearest the exact rational for every target from 1.01 to 100.00 and beyond', () => {
    const targets = [...Array.from({ length: 9900 }, (_, index) => 101 + index), 12_345, 100_000];
    for (const hundredths of targets) {
      const [numerator, denominator] = exactKelly(hundredths);
      // Both parts are small integers, so this one division is correctly rounded.
      expect(kellyFraction(hundredths / 100)).toBe(Number(numerator) / Number(denominator));
    }
  });

  it('is negative for every target, so the stake share is 0', () => {
    expect(kellyFraction(2)).toBe(-0.03);
    expect(kellyFraction(1.01)).toBe(-3);
    expect(kellyStakeShare(2)).toBe(0);
    expect(kellyStakeShare(100)).toBe(0);
  });

  it('refuses targets the game cannot pay', () => {
    expect(() => targetHundredths(1)).toThrow(RangeError);
    expect(() => targetHundredths(2.005)).toThrow(RangeError);
    expect(targetHundredths(1.1)).toBe(110);
  });
});
