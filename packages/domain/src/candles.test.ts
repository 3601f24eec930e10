import { describe, expect, it } from 'vitest';
import { candleColour, formatCandleChip, formatOdd } from './candles.js';

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

describe('one way to write a round (docs/product/aviator-analysis.md#candles)', () => {
  it('keeps the centavos at every size, as the game writes them', () => {
    expect(formatOdd(27.79)).toBe('27,79x');
    expect(formatOdd(99.99)).toBe('99,99x');
    expect(formatOdd(100)).toBe('100,00x');
    expect(formatOdd(242.93)).toBe('242,93x');
    expect(formatOdd(654.07)).toBe('654,07x');
    expect(formatOdd(1234.5)).toBe('1.234,50x');
  });
});

describe('a round in a grid chip (docs/product/aviator-analysis.md#candles)', () => {
  it('is the odd of the round without the "x"', () => {
    expect(formatCandleChip(42.24)).toBe('42,24');
    expect(formatCandleChip(1)).toBe('1,00');
    expect(formatCandleChip(319.49)).toBe('319,49');
    expect(formatCandleChip(1234.56)).toBe('1.234,56');
    expect(formatCandleChip(12345.67)).toBe('12.345,67');
  });
});
