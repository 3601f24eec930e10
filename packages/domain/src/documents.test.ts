import { generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCompleteCep,
  isCpfValid,
  maskCep,
  maskCpf,
  maskPhone,
  obfuscateCpf,
} from './documents.js';

describe('CPF', () => {
  it('accepts generated CPFs, with or without the mask', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const cpf = generateCpf();
        expect(isCpfValid(cpf)).toBe(true);
        expect(isCpfValid(maskCpf(cpf))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a CPF whose check digit is changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (delta) => {
        const cpf = generateCpf();
        const last = (Number(cpf.at(-1)) + delta) % 10;
        expect(isCpfValid(cpf.slice(0, 10) + String(last))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects repeated digits and wrong lengths', () => {
    expect(isCpfValid('111.111.111-11')).toBe(false);
    expect(isCpfValid('1234567890')).toBe(false);
    expect(isCpfValid('')).toBe(false);
  });

  it('masks while typing as 999.999.999-99', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
  });

  it('hides all but the middle digits for display to others', () => {
    expect(obfuscateCpf('123.456.789-09')).toBe('***.456.789-**');
    expect(obfuscateCpf('12')).toBe('***.***.***-**');
  });
});

describe('phone and CEP', () => {
  it('masks a mobile as (99) 99999-9999', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43210')).toBe('(11) 98765-4321');
    expect(maskPhone('')).toBe('');
  });

  it('looks a CEP up only with exactly 8 digits', () => {
    expect(isCompleteCep('01001-000')).toBe(true);
    expect(isCompleteCep('0100100')).toBe(false);
    expect(isCompleteCep('010010001')).toBe(false);
    expect(maskCep('01001000')).toBe('01001-000');
  });
});
