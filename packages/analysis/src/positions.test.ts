import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinkCandles, positionOfLast } from './positions.js';

describe('positionOfLast', () => {
  it('is the 1-based position of the newest odd at or above the threshold', () => {
    expect(positionOfLast([1.2, 30, 45, 100], 30)).toBe(2);
    expect(positionOfLast([50, 1.2], 30)).toBe(1);
    expect(positionOfLast([1.2, 29.99, 3], 30)).toBeNull();
    expect(positionOfLast([], 30)).toBeNull();
  });

  it('agrees with a naive scan', () => {
    const odd = fc.integer({ min: 100, max: 20_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(
        fc.array(odd, { maxLength: 200 }),
        fc.constantFrom(30, 50, 100),
        (odds, threshold) => {
          const naive = odds.findIndex((value) => value >= threshold);
          expect(positionOfLast(Float64Array.from(odds), threshold)).toBe(
            naive === -1 ? null : naive + 1,
          );
        },
      ),
    );
  });
});

describe('pinkCandles', () => {
  const candles = [9.99, 10, 19.99, 20, 500, 1.5].map((odd, id) => ({ id, odd }));

  it('keeps pink candles (odd >= 10) that reach the filter, in order', () => {
    expect(pinkCandles(candles, 10).map((candle) => candle.odd)).toEqual([10, 19.99, 20, 500]);
    expect(pinkCandles(candles, 20).map((candle) => candle.odd)).toEqual([20, 500]);
    expect(pinkCandles(candles, 1000)).toEqual([]);
  });

  it('never lets a filter below 10 admit a non-pink candle', () => {
    expect(pinkCandles(candles, 2).map((candle) => candle.id)).toEqual([1, 2, 3, 4]);
  });
});
