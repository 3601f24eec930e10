// Brazilian document, postal-code and phone rules, delegated to
// @brazilian-utils/brazilian-utils (maintained, zero-dependency, tree-shakeable)
// rather than hand-rolled checksums and masks.
import { formatCep, formatCpf, formatPhone, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { CEP_LENGTH, CPF_LENGTH } from './constants.js';

/** Keeps only the digits of a value typed with or without a mask. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when the 11 digits pass the CPF check-digit rule. */
export function isCpfValid(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === CPF_LENGTH && isValidCpf(digits);
}

/** Input mask 999.999.999-99, applied while the person types. */
export function maskCpf(value: string): string {
  return formatCpf(onlyDigits(value).slice(0, CPF_LENGTH));
}

/**
 * The masked display of docs/product/platform.md#money-input-and-errors: "***.456.789-**". For logs and
 * other people's eyes.
 */
export function obfuscateCpf(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === CPF_LENGTH ? formatCpf(digits, { obfuscate: true }) : '***.***.***-**';
}

/** Input mask (99) 99999-9999. */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits.length === 0 ? '' : formatPhone(digits, { mask: 'nanp' });
}

/**
 * A CEP is looked up only once it has exactly 8 digits
 * (docs/product/wallet.md#wallet-address-and-postal-code).
 */
export function isCompleteCep(value: string): boolean {
  return onlyDigits(value).length === CEP_LENGTH;
}

/** Input mask 99999-999. */
export function maskCep(value: string): string {
  return formatCep(onlyDigits(value).slice(0, CEP_LENGTH));
}
