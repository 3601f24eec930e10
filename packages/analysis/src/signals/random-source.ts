// The one door randomness comes through, so signals are unbiased in the product
// and deterministic in tests (decisions §5).

export interface RandomSource {
  /** A uniformly distributed integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

const UINT32_RANGE = 2 ** 32;

/**
 * A RandomSource over a generator of uniform 32-bit words, with rejection
 * sampling: words at or above the largest multiple of `maxExclusive` are drawn
 * again, so every result is exactly equally likely (no modulo bias).
 */
export function randomSourceFrom(nextUint32: () => number): RandomSource {
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > UINT32_RANGE) {
        throw new RangeError(`maxExclusive must be an integer in [1, 2^32]; got ${maxExclusive}.`);
      }
      const limit = UINT32_RANGE - (UINT32_RANGE % maxExclusive);
      for (;;) {
        const word = nextUint32();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/**
 * The product's source: the platform CSPRNG (`crypto.getRandomValues`, in
 * browsers, workers and Node), looked up when a number is drawn.
 */
export const randomSource: RandomSource = randomSourceFrom(() => {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return word[0] as number;
});

/** `count` distinct integers of [0, size), ascending (a partial Fisher–Yates shuffle). */
export function sampleDistinct(random: RandomSource, size: number, count: number): number[] {
  if (count > size) throw new RangeError(`Cannot draw ${count} distinct values from ${size}.`);
  const pool = Array.from({ length: size }, (_, index) => index);
  for (let drawn = 0; drawn < count; drawn++) {
    const pick = drawn + random.int(size - drawn);
    [pool[drawn], pool[pick]] = [pool[pick] as number, pool[drawn] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** One element of a non-empty list, uniformly. */
export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  return items[random.int(items.length)] as T;
}
