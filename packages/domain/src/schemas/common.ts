// Building blocks shared by the request and response schemas.
import { z } from 'zod';
import { isCpfValid, onlyDigits } from '../documents.js';
import { authMessages } from '../messages/auth.js';
import { commonMessages } from '../messages/common.js';
import { walletMessages } from '../messages/wallet.js';
import { MAX_INPUT_CENTS, type Cents } from '../money.js';

/** Integer cents, positive, bounded; branded as Cents once parsed. */
export const positiveCents = z
  .number({ error: walletMessages.invalidBalance })
  .int({ error: walletMessages.invalidBalance })
  .positive({ error: walletMessages.invalidBalance })
  .max(MAX_INPUT_CENTS, { error: walletMessages.invalidBalance })
  .transform((value) => value as Cents);

/** Any amount of cents as stored (a balance may be zero). */
export const centsAmount = z
  .number()
  .int()
  .transform((value) => value as Cents);

/**
 * A 204 answer: no body. The web's fetch reads an empty body as `null`, so both
 * sides name the answer with this one schema.
 */
export const noContentSchema = z.null();

/** The largest value of PostgreSQL's `integer`, the type of every serial row id. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id from a path or query string: a whole number from 1 to INT4_MAX,
 * refused with `error` before it reaches the database, which would fail on
 * a larger one.
 */
export const int4Id = (error?: string) => {
  const options = error === undefined ? undefined : { error };
  return z.coerce.number(options).int(options).positive(options).max(INT4_MAX, options);
};

/** A YYYY-MM-DD calendar date. */
export const isoDate = z.iso.date({ error: 'Data inválida. Use o formato AAAA-MM-DD.' });

export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

/**
 * A date a query may ask for (docs/product/platform.md#dates-and-time-zone): outside
 * these years nothing exists, and the database or the calendar math would
 * fail, so it is a 400 naming the field instead of a 500.
 */
export const queryDate = isoDate.refine((value) => value >= EARLIEST_DATE && value <= LATEST_DATE, {
  error: commonMessages.dateOutOfRange,
});

/** HH:MM:SS */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: 'Hora inválida. Use HH:MM:SS.' });

/** A CPF in any punctuation, normalised to its 11 digits, check digits verified. */
export const cpfDigits = z
  .string({ error: authMessages.cpfEmpty })
  .trim()
  .min(1, { error: authMessages.cpfEmpty })
  .transform(onlyDigits)
  .refine(isCpfValid, { error: authMessages.cpfCheckFailed });

export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Email inválido.' }).max(254));

/** Free text a person types (names, streets): trimmed, bounded, no control characters. */
export function personText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .refine((value) => !/[\p{Cc}]/u.test(value), { error: 'Caracteres inválidos.' });
}

/**
 * An integer as a query string or path spells it (docs/product/provably-fair-rounds.md#open-data):
 * decimal digits only, without a sign, spaces, exponent, fraction or leading
 * zeros, so every value has exactly one spelling (`1e3`, `0x10`, `+5`, ` 5`,
 * `5.0` and `05` are refused, though Number() reads them all). A number is
 * taken as it is, for callers that build the query in code.
 */
export const INTEGER_DIGITS = /^(0|[1-9]\d{0,15})$/;

/** `integerText` then a range, each failure the same message naming the field. */
export const queryInt = (min: number, max: number, message: string) =>
  integerText(message)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .meta({ type: 'integer', minimum: min, maximum: max, anyOf: undefined });

/** Digits only (INTEGER_DIGITS) read as a number, or an integer number as is. */
export function integerText(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .refine(
      (value) =>
        typeof value === 'number' ? Number.isSafeInteger(value) : INTEGER_DIGITS.test(value),
      { error: message, abort: true },
    )
    .transform(Number);
}
