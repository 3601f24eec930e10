import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatSignedCents,
  centsAsMoneyInput,
  maskMoneyInput,
  negateCents,
  parseMoneyInput,
  percentOf,
  resultTone,
  toCents,
  MAX_INPUT_CENTS,
} from './money.js';

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

describe('negateCents', () => {
  it('turns a credit into the debit of the same amount and back, never to -0', () => {
    expect(negateCents(toCents(3000))).toBe(-3000);
    expect(negateCents(toCents(-3000))).toBe(3000);
    expect(Object.is(negateCents(toCents(0)), 0)).toBe(true);
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(toCents(1010), 5)).toBe(51); // 50.5 -> 51
    expect(percentOf(toCents(1009), 5)).toBe(50); // 50.45 -> 50
    expect(percentOf(toCents(100000), 10)).toBe(10000);
  });
});

describe('formatSignedCents and resultTone', () => {
  it('always writes the sign of a result, with a true minus', () => {
    expect(formatSignedCents(toCents(3880))).toBe(`+R$${nbsp}38,80`);
    expect(formatSignedCents(toCents(-1200))).toBe(`\u2212R$${nbsp}12,00`);
    expect(formatSignedCents(toCents(0))).toBe(`R$${nbsp}0,00`);
    expect(formatSignedCents(toCents(-3051400))).toBe(`\u2212R$${nbsp}30.514,00`);
  });

  it('names gains, losses and nothing', () => {
    expect(resultTone(toCents(1))).toBe('gain');
    expect(resultTone(toCents(-1))).toBe('loss');
    expect(resultTone(toCents(0))).toBe('even');
  });
});

describe('maskMoneyInput', () => {
  it.each([
    ['100000', '100.000'],
    ['100000,00', '100.000,00'],
    ['1000,5', '1.000,5'],
    ['30,123', '30,12'],
    ['30.', '30.'],
    ['30.50', '30.50'],
    ['1.234', '1.234'],
    ['1000.', '1.000.'],
    ['1.0005', '10.005'],
    ['1.000.00', '1.000.00'],
    ['R$ 1.234,56', '1.234,56'],
    ['abc', ''],
    [',5', '0,5'],
    ['007', '7'],
    ['-30', '30'],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskMoneyInput(typed)).toBe(masked);
  });

  it('decides an open dot when the field is left', () => {
    expect(maskMoneyInput('30.50', { final: true })).toBe('30,50');
    expect(maskMoneyInput('1.000.', { final: true })).toBe('1.000');
    expect(maskMoneyInput('1.000.5', { final: true })).toBe('1.000,5');
    expect(maskMoneyInput('30,', { final: true })).toBe('30');
    expect(maskMoneyInput('1.234', { final: true })).toBe('1.234');
  });

  it("reads a dot left by an erased digit as the mask's own", () => {
    expect(maskMoneyInput('1.00', { deleting: true })).toBe('100');
    expect(maskMoneyInput('10.00', { deleting: true })).toBe('1.000');
    expect(maskMoneyInput('1.', { deleting: true })).toBe('1');
  });

  it('masks key by key whichever way a player types an amount', () => {
    const typeKeys = (keys: string) => {
      let field = '';
      for (const key of keys) field = maskMoneyInput(field + key);
      return field;
    };
    expect(typeKeys('100000,00')).toBe('100.000,00');
    expect(typeKeys('1.234,56')).toBe('1.234,56');
    expect(parseMoneyInput(typeKeys('1234.5'))).toBe(123450);
    expect(parseMoneyInput(typeKeys('30.50'))).toBe(3050);
  });

  it('is idempotent and keeps the amount of whatever parses', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d.,]{0,14}$/), (typed) => {
        const masked = maskMoneyInput(typed);
        expect(maskMoneyInput(masked)).toBe(masked);
        const amount = parseMoneyInput(typed);
        if (amount !== null) {
          expect(parseMoneyInput(masked)).toBe(amount);
          expect(parseMoneyInput(maskMoneyInput(typed, { final: true }))).toBe(amount);
        }
      }),
    );
  });

  it('leaves every displayed amount as it is, without R$', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INPUT_CENTS }), (amount) => {
        const shown = formatCents(toCents(amount)).replace(`R$${nbsp}`, '');
        expect(maskMoneyInput(shown)).toBe(shown);
      }),
    );
  });
});

describe('centsAsMoneyInput', () => {
  it('writes an amount as a money field shows it, masked', () => {
    expect(centsAsMoneyInput(toCents(123_456))).toBe('1.234,56');
    expect(centsAsMoneyInput(toCents(3_000))).toBe('30,00');
    expect(centsAsMoneyInput(toCents(5))).toBe('0,05');
  });
});
