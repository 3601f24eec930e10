// Money is integer cents from end to end (docs/product/platform.md#money-input-and-errors). Parsing and
// formatting work on digit strings so no floating-point value ever holds an
// amount of money.

import { lazy } from './lazy.js';

declare const centsBrand: unique symbol;
/** A whole number of centavos. Never a float, never reais. */
export type Cents = number & { readonly [centsBrand]: true };

/** Brands a safe integer as cents; throws on anything else (a bug, not input). */
export function toCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
}

export const MAX_INPUT_CENTS = toCents(1_000_000_000);

const moneyPattern = /^(?<integer>\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](?<fraction>\d{1,2}))?$/;

/**
 * pt-BR style. A lone dot followed by one or two digits ("30.50") is the
 * decimal separator: phone keypads often only offer a dot.
 */
export function parseMoneyInput(input: string): Cents | null {
  const text = input.replace(/^\s*R\$\s*/, '').trim();
  const match = moneyPattern.exec(text);
  if (!match?.groups) return null;
  const integerDigits = (match.groups.integer ?? '').replaceAll('.', '');
  const fractionDigits = (match.groups.fraction ?? '').padEnd(2, '0');
  if (integerDigits.length > 12) return null;
  const cents = Number(integerDigits) * 100 + Number(fractionDigits);
  return cents <= MAX_INPUT_CENTS ? toCents(cents) : null;
}

const brl = lazy(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Built from digits, never by division. */
export function centsToDecimalString(amount: Cents): `${number}` {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

export function formatCents(amount: Cents): string {
  // Intl accepts a decimal string and formats it exactly.
  return brl().format(centsToDecimalString(amount));
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return toCents(total);
}

export function negateCents(amount: Cents): Cents {
  return toCents(0 - amount);
}

/** `amount * percent / 100`, rounded half up, in integer arithmetic. */
export function percentOf(amount: Cents, percent: number): Cents {
  if (!Number.isInteger(percent)) throw new RangeError(`percent must be whole: ${percent}`);
  const scaled = amount * percent;
  return toCents(Math.sign(scaled) * Math.floor((Math.abs(scaled) + 50) / 100));
}

export type ResultTone = 'gain' | 'loss' | 'even';

export function resultTone(amount: Cents): ResultTone {
  if (amount > 0) return 'gain';
  if (amount < 0) return 'loss';
  return 'even';
}

/** The sign always written (docs/design.md#clarity), with a true minus, as wide as the plus. */
export function formatSignedCents(amount: Cents): string {
  const magnitude = formatCents(toCents(Math.abs(amount)));
  if (amount > 0) return `+${magnitude}`;
  if (amount < 0) return `\u2212${magnitude}`;
  return magnitude;
}

function groupThousands(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The money mask of every amount field (docs/design.md#principles: masks with
 * a numeric keyboard): what was typed, rewritten as "100.000,00" while it is
 * typed, reading separators as parseMoneyInput does. A comma is the decimal
 * separator. A dot with three digits after it groups thousands; a last dot
 * with fewer may still be either ("1.2" on the way to "1.234", or "30.50" from
 * a keypad that only offers a dot), so it stays a dot until a later key, or
 * `final` (the field left), decides. `deleting`: the player erased a
 * character, so every dot left is one the mask put there ("1.000" erased to
 * "1.00" is 100, not 1,00). Anything but digits and separators is dropped.
 * Idempotent; the masked text parses to the amount the typed text parses to.
 */
export function maskMoneyInput(
  input: string,
  { deleting = false, final = false }: { deleting?: boolean; final?: boolean } = {},
): string {
  const text = input.replace(/[^\d.,]/g, '');
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const integer = groupThousands(text.slice(0, comma).replaceAll('.', '') || '0');
    const fraction = text
      .slice(comma + 1)
      .replace(/\D/g, '')
      .slice(0, 2);
    return final && fraction === '' ? integer : `${integer},${fraction}`;
  }
  const open = /^(?<integer>[\d.]*)\.(?<tail>\d{0,2})$/.exec(text);
  if (open?.groups && !deleting) {
    const { integer = '', tail = '' } = open.groups;
    const grouped = groupThousands(integer.replaceAll('.', '') || '0');
    if (!final) return `${grouped}.${tail}`;
    return tail === '' ? grouped : `${grouped},${tail}`;
  }
  return groupThousands(text.replaceAll('.', ''));
}

/** An amount as a money field shows it once typed ("1.234,56"): a quick amount, a default, a fill. */
export function centsAsMoneyInput(amount: Cents): string {
  return maskMoneyInput(centsToDecimalString(amount).replace('.', ','));
}
