// Each returns the exact pt-BR message to show, or a parsed value.
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { isCpfValid } from './documents.js';
import { authMessages } from './messages/auth.js';
import { walletMessages } from './messages/wallet.js';
import { parseMoneyInput, type Cents } from './money.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

export function checkLogin(form: { email: string; password: string }): string | null {
  return isBlank(form.email) || isBlank(form.password) ? authMessages.loginFieldsRequired : null;
}

export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  cpf: string;
  name: string;
  phone: string;
}

export function checkRegistration(form: RegistrationForm): string | null {
  if (Object.values(form).some(isBlank)) return authMessages.registrationFieldsRequired;
  if (form.password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (form.password !== form.confirmPassword) return authMessages.passwordsDoNotMatch;
  return null;
}

export function checkCpfBeforeLookup(cpf: string): string | null {
  if (isBlank(cpf)) return authMessages.cpfEmpty;
  return isCpfValid(cpf) ? null : authMessages.cpfCheckFailed;
}

export function checkDepositAmount(input: string): Checked<Cents> {
  const cents = parseMoneyInput(input);
  return cents !== null && cents > 0
    ? { ok: true, value: cents }
    : fail(walletMessages.invalidBalance);
}
