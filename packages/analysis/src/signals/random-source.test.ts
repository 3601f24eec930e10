import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../test/random-sources.js';
import { pickOne, randomSource, randomSourceFrom, sampleDistinct } from './random-source.js';

describe('randomSourceFrom', () => {
  it('rejects the words past the last whole multiple of the range (no modulo bias)', () => {
    // 2^32 mod 3 = 1, so the one word 2^32 - 1 would favour 0: it is drawn again.
    const words = [2 ** 32 - 1, 2 ** 32 - 2];
    const source = randomSourceFrom(() => words.shift() ?? 0);
    expect(source.int(3)).toBe((2 ** 32 - 2) % 3);
    expect(words).toEqual([]);
  });

  it('maps every accepted word to word mod range, so each result gets equally many words', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.nat({ max: 2 ** 32 - 1 }),
        (range, word) => {
          const limit = 2 ** 32 - (2 ** 32 % range);
          fc.pre(word < limit);
          expect(randomSourceFrom(() => word).int(range)).toBe(word % range);
          expect(limit % range).toBe(0);
        },
      ),
    );
  });

  it('refuses a range that is not a positive integer up to 2^32', () => {
    const source = randomSourceFrom(() => 0);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN])
      expect(() => source.int(bad)).toThrow(RangeError);
  });
});

describe('randomSource (crypto)', () => {
  it('draws every value of a small range and nothing outside it', () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomSource.int(6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('sampleDistinct and pickOne', () => {
  it('draws distinct values in range, ascending', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 40 }), (seed, size) => {
        const count = Math.min(size, 5);
        const sample = sampleDistinct(seededSource(seed), size, count);
        expect(new Set(sample).size).toBe(count);
        expect(sample).toEqual([...sample].sort((a, b) => a - b));
        expect(sample.every((value) => value >= 0 && value < size)).toBe(true);
      }),
    );
    expect(() => sampleDistinct(randomSource, 2, 3)).toThrow(RangeError);
  });

  it('picks the element at the drawn index', () => {
    expect(
      pickOne(
        randomSourceFrom(() => 2),
        ['a', 'b', 'c'],
      ),
    ).toBe('c');
  });
});
