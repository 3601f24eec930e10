import { describe, expect, it } from 'vitest';
import { nextWord, seedXoshiro128 } from './xoshiro128.js';

describe('xoshiro128**', () => {
  it('gives the reference outputs for the state [1, 2, 3, 4]', () => {
    // The first ten outputs in rand_xoshiro's test of Xoshiro128StarStar
    // (seeded with words 1, 2, 3, 4).
    const state = Uint32Array.from([1, 2, 3, 4]);
    const words = Array.from({ length: 10 }, () => nextWord(state));
    expect(words).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597,
      4258142804,
    ]);
  });

  it('expands a seed into a non-zero state, the same every time', () => {
    expect(seedXoshiro128(0)).toEqual(seedXoshiro128(0));
    expect(seedXoshiro128(0).some((word) => word !== 0)).toBe(true);
    expect(seedXoshiro128(1)).not.toEqual(seedXoshiro128(2));
    expect(() => seedXoshiro128(2 ** 32)).toThrow(RangeError);
  });
});
