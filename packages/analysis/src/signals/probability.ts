import type { Probability } from '@velas/domain/schemas/signals';

export function fraction(favourable: number, total: number): Probability {
  if (
    !Number.isSafeInteger(favourable) ||
    !Number.isSafeInteger(total) ||
    total <= 0 ||
    favourable < 0
  ) {
    throw new RangeError(`Not a probability: ${favourable}/${total}.`);
  }
  const divisor = greatestCommonDivisor(favourable, total);
  return { numerator: favourable / divisor, denominator: total / divisor };
}

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x === 0 ? 1 : x;
}

/** n choose k, exact for the small numbers of the games here. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= Math.min(k, n - k); index++) {
    result = (result * (n - Math.min(k, n - k) + index)) / index;
  }
  return result;
}
