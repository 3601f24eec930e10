// Regularized incomplete gamma functions (Numerical Recipes §6.2: series for
// x < a + 1, Lentz's continued fraction otherwise) and the chi-square
// survival function built on them: P(χ²_k >= x) = Q(k/2, x/2).

const EPSILON = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;

// Lanczos approximation, g = 7, n = 9: about 15 significant digits for a > 0.
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

export function logGamma(a: number): number {
  if (a < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * a)) - logGamma(1 - a);
  const z = a - 1;
  let sum = LANCZOS[0] as number;
  for (let index = 1; index < LANCZOS.length; index++)
    sum += (LANCZOS[index] as number) / (z + index);
  const t = z + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

function prefactor(a: number, x: number): number {
  return Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** P(a, x) by its series; converges fast for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n <= MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) return sum * prefactor(a, x);
  }
  throw new Error(`incomplete gamma series did not converge for a=${a}, x=${x}`);
}

/** Q(a, x) by its continued fraction (modified Lentz); converges fast for x >= a + 1. */
function upperContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) return h * prefactor(a, x);
  }
  throw new Error(`incomplete gamma fraction did not converge for a=${a}, x=${x}`);
}

export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0) || !Number.isFinite(a))
    throw new RangeError(`Q(a, x) needs a > 0 and x >= 0: a=${a}, x=${x}`);
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperContinuedFraction(a, x);
}

export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1)
    throw new RangeError(`degrees of freedom must be a whole number >= 1: ${degreesOfFreedom}`);
  return regularizedGammaQ(degreesOfFreedom / 2, statistic / 2);
}
