import { describe, expect, it } from 'vitest';
import { chiSquarePValue, logGamma, regularizedGammaQ } from './gamma.js';

// Independent references, written from closed forms rather than the series and
// continued fraction under test:
// integer a = k:      Q(k, x) = e^{−x} Σ_{i<k} x^i / i! half-integer a:     Q(k +
// ½, x) = erfc(√x) + e^{−x} Σ_{i<k} x^{i+½} / Γ(i + 3/2) with erf(z) = (2/√π)
// e^{−z²} Σ_n 2^n z^{2n+1} / (2n+1)!!, a series of positive terms (no
// cancellation), and Γ(i + 3/2) = (2i+1)!! √π / 2^{i+1}.
function qInteger(k: number, x: number): number {
  let term = 1;
  let sum = 0;
  for (let i = 0; i < k; i++) {
    sum += term;
    term *= x / (i + 1);
  }
  return Math.exp(-x) * sum;
}

function erf(z: number): number {
  let term = z;
  let sum = 0;
  for (let n = 0; n < 2000 && term > 1e-300; n++) {
    sum += term;
    term *= (2 * z * z) / (2 * n + 3);
    if (term < sum * 1e-18) break;
  }
  return (2 / Math.sqrt(Math.PI)) * Math.exp(-z * z) * sum;
}

function qHalfInteger(k: number, x: number): number {
  let sum = 1 - erf(Math.sqrt(x));
  let term = Math.exp(-x) * Math.sqrt(x) * (2 / Math.sqrt(Math.PI)); // i = 0: x^{½} / Γ(3/2)
  for (let i = 0; i < k; i++) {
    sum += term;
    term *= x / (i + 1.5);
  }
  return sum;
}

const xs = [0.001, 0.1, 0.5, 1, 2, 3.5, 5, 7.5, 10, 15, 22, 30, 45, 60];

describe('regularizedGammaQ', () => {
  it('matches the closed form for integer a (even degrees of freedom) within 1e-9', () => {
    for (let k = 1; k <= 12; k++)
      for (const x of xs)
        expect(Math.abs(regularizedGammaQ(k, x) - qInteger(k, x))).toBeLessThan(1e-9);
  });

  it('matches the erfc form for half-integer a (odd degrees of freedom) within 1e-9', () => {
    for (let k = 0; k <= 12; k++)
      for (const x of xs.filter((value) => value <= 30))
        expect(Math.abs(regularizedGammaQ(k + 0.5, x) - qHalfInteger(k, x))).toBeLessThan(1e-9);
  });

  it('is 1 at x = 0 and rejects a <= 0', () => {
    expect(regularizedGammaQ(3, 0)).toBe(1);
    expect(() => regularizedGammaQ(0, 1)).toThrow(RangeError);
  });
});

describe('logGamma', () => {
  it('gives factorials and Γ(½) = √π', () => {
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
  });
});

describe('chiSquarePValue', () => {
  // scipy 1.17.1: scipy.stats.chi2.sf(x, df)
  it.each([
    [3.841458820694124, 1, 0.04999999999999989],
    [25.3, 23, 0.33500509611586304],
    [40.1, 23, 0.014977144142175606],
    [12.5, 7, 0.08526927515826925],
    [0.5, 1, 0.47950012218695337],
    [100, 23, 1.4078728712722855e-11],
    [7.2, 3, 0.06578905268507099],
    [30, 22, 0.11846441152901499],
  ])('χ² = %f with %i df matches scipy within 1e-12', (statistic, df, expected) => {
    expect(Math.abs(chiSquarePValue(statistic, df) - expected)).toBeLessThan(1e-12);
  });
});
