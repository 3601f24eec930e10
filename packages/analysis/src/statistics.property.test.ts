import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTwoDecimalOdds, sortDistinctValues } from './statistics/distinct-values.js';
import { describeOdds } from './statistics.js';

/** Two-decimal odds like the game's: 1.00x to 100000.00x, skewed towards small ones. */
const twoDecimalOdd = fc
  .oneof(fc.integer({ min: 100, max: 1_000 }), fc.integer({ min: 100, max: 10_000_000 }))
  .map((cents) => cents / 100);
const anyOdd = fc.double({ min: 0.01, max: 1e6, noNaN: true });

/** An array and a permutation of it. */
function permutedPair(arrays: fc.Arbitrary<number[]>): fc.Arbitrary<[number[], number[]]> {
  return arrays.chain((odds) =>
    fc.tuple(
      fc.constant(odds),
      fc.shuffledSubarray(odds, { minLength: odds.length, maxLength: odds.length }),
    ),
  );
}

describe('describeOdds properties', () => {
  it('does not depend on the order of the odds', () => {
    fc.assert(
      fc.property(
        permutedPair(fc.array(fc.oneof(twoDecimalOdd, anyOdd), { maxLength: 60 })),
        ([odds, shuffled]) => {
          const [original, reordered] = [describeOdds(odds), describeOdds(shuffled)];
          expect(reordered.quartiles).toEqual(original.quartiles);
          expect(reordered.mode).toEqual(original.mode);
          expect(reordered.histogram).toEqual(original.histogram);
          expect(reordered.mean).toEqual(original.mean);
        },
      ),
    );
  });

  it('keeps min <= q1 <= q2 <= q3 <= max and the median equal to q2', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(twoDecimalOdd, anyOdd), { minLength: 1, maxLength: 60 }),
        (odds) => {
          const { min, max, median, quartiles } = describeOdds(odds);
          const { q1, q2, q3 } = quartiles as { q1: number; q2: number; q3: number };
          expect(min).not.toBeNull();
          expect([min, q1, q2, q3, max]).toEqual(
            [min, q1, q2, q3, max].sort((a, b) => (a ?? 0) - (b ?? 0)),
          );
          expect(median).toBe(q2);
        },
      ),
    );
  });

  it('puts every odd in exactly one histogram bin, inside its edges', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(twoDecimalOdd, anyOdd), { minLength: 1, maxLength: 60 }),
        (odds) => {
          const { histogram, n } = describeOdds(odds);
          expect(histogram.reduce((total, bin) => total + bin.count, 0)).toBe(n);
          expect([1, 10]).toContain(histogram.length);
          for (const odd of odds) {
            const holding = histogram.filter(
              (bin, index) =>
                odd >= bin.from &&
                (odd < bin.to || (index === histogram.length - 1 && odd <= bin.to)),
            );
            expect(holding).toHaveLength(1);
          }
        },
      ),
    );
  });

  it('counts two-decimal odds exactly as the general sort path does', () => {
    fc.assert(
      fc.property(fc.array(twoDecimalOdd, { maxLength: 80 }), (odds) => {
        expect(countTwoDecimalOdds(odds)).toEqual(sortDistinctValues(odds));
      }),
    );
  });

  it('sends anything but positive two-decimal odds to the general path', () => {
    fc.assert(
      fc.property(fc.array(twoDecimalOdd), anyOdd, (odds, odd) => {
        fc.pre(Math.round(odd * 100) / 100 !== odd);
        expect(countTwoDecimalOdds([...odds, odd])).toBeNull();
      }),
    );
    expect(countTwoDecimalOdds([1.5, 0])).toBeNull();
    expect(countTwoDecimalOdds([1.5, Number.NaN])).toBeNull();
  });
});
