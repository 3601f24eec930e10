// Money is integer cents from end to end (docs/product.md#money-input-and-errors). Parsing and
// formatting work on digit strings so no floating-point value ever holds an
// amount of money.

declare const centsBrand: unique symbol;
/** A whole number of centavos. Never a float, never reais. */
export type Cents = number & { readonly [centsBrand]: true };

/** Brands a safe integer as cents; throws on anything else (a bug, not input). */
export function toCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
}

/** Largest amount the product accepts in any single input: R$ 10.000.000,00. */
export const MAX_INPUT_CENTS = toCents(1_000_000_000);

const moneyPattern = /^(?<integer>\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](?<fraction>\d{1,2}))?$/;

/**
 * Reads an amount typed by a person, pt-BR style: "30", "30,5", "1.234,56",
 * "R$ 1.234,56". A lone dot followed by one or two digits ("30.50") is read
 * as the decimal separator because phone keypads often only offer a dot.
 * Returns null for anything that is not a non-negative amount with at most two
 * decimals, or that exceeds MAX_INPUT_CENTS.
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

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Decimal string of an amount ("-1234.05"), built from digits, never by division. */
export function centsToDecimalString(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "R$ 1.234,56" (Intl pt-BR; the space after R$ is a no-break space). */
export function formatCents(amount: Cents): string {
  // Intl accepts a decimal string and formats it exactly.
  return brl.format(centsToDecimalString(amount) as unknown as number);
}

/** Sums amounts; the result is still whole cents. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return toCents(total);
}

/** `amount * percent / 100`, rounded half up, in integer arithmetic. */
export function percentOf(amount: Cents, percent: number): Cents {
  if (!Number.isInteger(percent)) throw new RangeError(`percent must be whole: ${percent}`);
  const scaled = amount * percent;
  return toCents(Math.sign(scaled) * Math.floor((Math.abs(scaled) + 50) / 100));
}
