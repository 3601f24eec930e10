import { describe, expect, it } from 'vitest';
import { authMessages } from './messages/auth.js';
import { walletMessages } from './messages/wallet.js';
import {
  checkCpfBeforeLookup,
  checkDepositAmount,
  checkLogin,
  checkRegistration,
} from './validation.js';

const filledRegistration = {
  email: 'ana@example.com',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  cpf: '529.982.247-25',
  name: 'Ana',
  phone: '(11) 98765-4321',
};

describe('form rules', () => {
  it('login needs both fields', () => {
    expect(checkLogin({ email: '', password: 'x' })).toBe(authMessages.loginFieldsRequired);
    expect(checkLogin({ email: 'a@b.c', password: ' ' })).toBe(authMessages.loginFieldsRequired);
    expect(checkLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });

  it('registration needs every field, a long enough password and matching passwords', () => {
    expect(checkRegistration({ ...filledRegistration, phone: '' })).toBe(
      authMessages.registrationFieldsRequired,
    );
    expect(checkRegistration({ ...filledRegistration, confirmPassword: 'outra' })).toBe(
      authMessages.passwordsDoNotMatch,
    );
    expect(
      checkRegistration({ ...filledRegistration, password: 'curta12', confirmPassword: 'curta12' }),
    ).toBe(authMessages.passwordTooShort);
    expect(
      checkRegistration({
        ...filledRegistration,
        password: 'certa123',
        confirmPassword: 'certa123',
      }),
    ).toBeNull();
    expect(checkRegistration(filledRegistration)).toBeNull();
  });

  it('checks the CPF locally before the server', () => {
    expect(checkCpfBeforeLookup('')).toBe(authMessages.cpfEmpty);
    expect(checkCpfBeforeLookup('529.982.247-26')).toBe(authMessages.cpfCheckFailed);
    expect(checkCpfBeforeLookup('529.982.247-25')).toBeNull();
  });

  it('deposits need an amount above zero', () => {
    expect(checkDepositAmount('0')).toEqual({ ok: false, message: walletMessages.invalidBalance });
    expect(checkDepositAmount('abc')).toEqual({
      ok: false,
      message: walletMessages.invalidBalance,
    });
    expect(checkDepositAmount('50')).toEqual({ ok: true, value: 5000 });
  });
});
