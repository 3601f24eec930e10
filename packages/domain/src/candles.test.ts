import { describe, expect, it } from 'vitest';
import {
  candleColour,
  candleIsShortened,
  formatCandle,
  formatCandleChip,
  formatOdd,
} from './candles.js';

describe('candle colours', () => {
  it.each([
    [1, 'info'],
    [1.99, 'info'],
    [2, 'purple'],
    [9.99, 'purple'],
    [10, 'primary'],
    [1234.5, 'primary'],
  ])('odd %d is %s', (odd, colour) => {
    expect(candleColour(odd)).toBe(colour);
  });

  it('shows odds as 12,34x', () => {
    expect(formatOdd(12.34)).toBe('12,34x');
    expect(formatOdd(1)).toBe('1,00x');
  });
});

describe('one way to write a candle in lists (docs/product/aviator-analysis.md#candles)', () => {
  it('keeps the centavos below 100x', () => {
    expect(formatCandle(1)).toBe('1,00x');
    expect(formatCandle(27.79)).toBe('27,79x');
    expect(formatCandle(99.99)).toBe('99,99x');
    expect(candleIsShortened(99.99)).toBe(false);
  });

  it('drops them from 100x, rounding down: the round never reached the next whole odd', () => {
    expect(formatCandle(100)).toBe('100x');
    expect(formatCandle(319.49)).toBe('319x');
    expect(formatCandle(999.99)).toBe('999x');
    expect(formatCandle(1234.5)).toBe('1.234x');
    expect(candleIsShortened(319.49)).toBe(true);
    // Nothing lost: the whole odd is the exact odd.
    expect(candleIsShortened(100)).toBe(false);
  });

  it('never writes more than 6 characters below 10.000x, the width of a 12-px tile', () => {
    for (const odd of [1.01, 9.99, 10.53, 59.85, 99.99, 100, 319.49, 999.99, 9999.99])
      expect(formatCandle(odd).length).toBeLessThanOrEqual(6);
  });
});

describe('a candle in a grid chip (docs/product/aviator-analysis.md#candles)', () => {
  it('is the candle without the "x", at most 5 characters below 10.000x', () => {
    expect(formatCandleChip(42.24)).toBe('42,24');
    expect(formatCandleChip(1)).toBe('1,00');
    expect(formatCandleChip(319.49)).toBe('319');
    expect(formatCandleChip(1234.56)).toBe('1.234');
    expect(formatCandleChip(9999.99)).toHaveLength(5);
    expect(formatCandleChip(12345.67)).toBe('12.345');
  });
});
