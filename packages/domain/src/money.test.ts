import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseMoneyInput, percentOf, toCents, MAX_INPUT_CENTS } from './money.js';

const nbsp = '\u00a0';

describe('parseMoneyInput', () => {
  it.each([
    ['30', 3000],
    ['30,5', 3050],
    ['30,50', 3050],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['30.50', 3050],
    ['0,01', 1],
    ['1.000.000', 100000000],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(['', 'abc', '-30', '30,123', '1,2,3', '12.34.56', '1e3', ' , ', '10000000000'])(
    'rejects %j',
    (input) => {
      expect(parseMoneyInput(input)).toBeNull();
    },
  );

  it('round-trips every amount through its pt-BR display', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INPUT_CENTS }), (amount) => {
        expect(parseMoneyInput(formatCents(toCents(amount)).replace(nbsp, ' '))).toBe(amount);
      }),
    );
  });
});

describe('formatCents', () => {
  it('formats reais the Brazilian way', () => {
    expect(formatCents(toCents(123456))).toBe(`R$${nbsp}1.234,56`);
    expect(formatCents(toCents(5))).toBe(`R$${nbsp}0,05`);
    expect(formatCents(toCents(3000))).toBe(`R$${nbsp}30,00`);
  });

  it('keeps the sign of a debit', () => {
    expect(formatCents(toCents(-1050))).toBe(`-R$${nbsp}10,50`);
  });

  it('is exact for large amounts that a float would round', () => {
    expect(formatCents(toCents(900719925474099))).toBe(`R$${nbsp}9.007.199.254.740,99`);
  });
});

describe('toCents', () => {
  it('refuses fractions of a cent', () => {
    expect(() => toCents(10.5)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(toCents(1010), 5)).toBe(51); // 50.5 -> 51
    expect(percentOf(toCents(1009), 5)).toBe(50); // 50.45 -> 50
    expect(percentOf(toCents(100000), 10)).toBe(10000);
  });
});
