import { describe, expect, it } from 'vitest';
import { ageOn, isAdultAt, kycMismatch } from './identity.js';

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-03-10', '2026-03-09')).toBe(17);
    expect(ageOn('2008-03-10', '2026-03-10')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('isAdultAt', () => {
  // 2026-03-10T02:00Z is still 9 March in São Paulo (UTC-3).
  const lateNight = Date.parse('2026-03-10T02:00:00Z');
  it("uses São Paulo's date, not UTC's", () => {
    expect(isAdultAt('2008-03-10', lateNight)).toBe(false);
    expect(isAdultAt('2008-03-10', lateNight + 3 * 3_600_000)).toBe(true);
  });
});

describe('kycMismatch', () => {
  const now = Date.parse('2026-11-25T15:00:00Z');
  it('approves only the account CPF of an adult', () => {
    expect(kycMismatch('11144477735', { cpf: '11144477735', birthDate: '1988-02-29' }, now)).toBe(
      null,
    );
    expect(kycMismatch('11144477735', { cpf: '52998224725', birthDate: '1988-02-29' }, now)).toBe(
      'cpf_mismatch',
    );
    expect(kycMismatch('11144477735', { cpf: '11144477735', birthDate: '2010-01-01' }, now)).toBe(
      'underage',
    );
  });
});
