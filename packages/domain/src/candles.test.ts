import { describe, expect, it } from 'vitest';
import { candleColour, formatOdd } from './candles.js';

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
