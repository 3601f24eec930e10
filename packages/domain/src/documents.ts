// Delegated to @brazilian-utils rather than hand-rolled checksums and masks.
import { formatCep, formatCpf, formatPhone, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { CEP_LENGTH, CPF_LENGTH, PHONE_LENGTH } from './constants.js';

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isCpfValid(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === CPF_LENGTH && isValidCpf(digits);
}

export function maskCpf(value: string): string {
  return formatCpf(onlyDigits(value).slice(0, CPF_LENGTH));
}

/** "***.456.789-**": for logs and other people's eyes. */
export function obfuscateCpf(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === CPF_LENGTH ? formatCpf(digits, { obfuscate: true }) : '***.***.***-**';
}

export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, PHONE_LENGTH.mobile);
  return digits.length === 0 ? '' : formatPhone(digits, { mask: 'nanp' });
}

export function isCompleteCep(value: string): boolean {
  return onlyDigits(value).length === CEP_LENGTH;
}

export function maskCep(value: string): string {
  return formatCep(onlyDigits(value).slice(0, CEP_LENGTH));
}
