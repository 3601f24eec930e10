// The one door randomness comes through, so tests are deterministic.

export interface RandomSource {
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

export const randomSource: RandomSource = randomSourceFrom(() => {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return word[0] as number;
});

/** `count` distinct items, in the order drawn (a partial Fisher–Yates shuffle of a copy). */
export function drawDistinct<T>(random: RandomSource, items: readonly T[], count: number): T[] {
  if (count > items.length)
    throw new RangeError(`Cannot draw ${count} distinct items from ${items.length}.`);
  const pool = [...items];
  for (let drawn = 0; drawn < count; drawn++) {
    const pick = drawn + random.int(pool.length - drawn);
    [pool[drawn], pool[pick]] = [pool[pick] as T, pool[drawn] as T];
  }
  return pool.slice(0, count);
}

export function sampleDistinct(random: RandomSource, size: number, count: number): number[] {
  const indexes = Array.from({ length: size }, (_, index) => index);
  return drawDistinct(random, indexes, count).sort((a, b) => a - b);
}

export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  return items[random.int(items.length)] as T;
}
