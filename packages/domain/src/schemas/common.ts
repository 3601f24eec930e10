import { z } from 'zod';
import { isCpfValid, onlyDigits } from '../documents.js';
import { authMessages } from '../messages/auth.js';
import { commonMessages } from '../messages/common.js';
import { fill } from '../messages/sentences.js';
import { walletMessages } from '../messages/wallet.js';
import { MAX_INPUT_CENTS, type Cents } from '../money.js';

export const positiveCents = z
  .number({ error: walletMessages.invalidBalance })
  .int({ error: walletMessages.invalidBalance })
  .positive({ error: walletMessages.invalidBalance })
  .max(MAX_INPUT_CENTS, { error: walletMessages.invalidBalance })
  .transform((value) => value as Cents);

export const centsAmount = z
  .number()
  .int()
  .transform((value) => value as Cents);

/** The web's fetch reads an empty body as `null`, so both sides name a 204 with this schema. */
export const noContentSchema = z.null();

export const INT4_MAX = 2_147_483_647;

/**
 * A row id in a path or a query string: refused before it reaches the
 * database, which would fail on a larger one.
 */
export const int4Id = (error?: string) => {
  const options = error === undefined ? undefined : { error };
  return z.coerce.number(options).int(options).positive(options).max(INT4_MAX, options);
};

/** The same id in a JSON body, where a string or a boolean is not one. */
export const int4IdInBody = z.number().int().positive().max(INT4_MAX);

export const isoDate = z.iso.date({ error: commonMessages.dateFormatInvalid });

export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

/** Outside these years the database or the calendar math would fail: a 400, not a 500. */
export const queryDate = isoDate.refine((value) => value >= EARLIEST_DATE && value <= LATEST_DATE, {
  error: commonMessages.dateOutOfRange,
});

/** HH:MM:SS */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: commonMessages.clockTimeInvalid });

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
  .pipe(z.email({ error: commonMessages.emailInvalid }).max(254));

export function personText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: fill(commonMessages.textTooLong, { maximo: max }) })
    .refine((value) => !/[\p{Cc}]/u.test(value), { error: commonMessages.textControlCharacters });
}

/**
 * One spelling per value: `1e3`, `0x10`, `+5`, `5.0` and `05` are refused,
 * though Number() reads them all.
 */
export const INTEGER_DIGITS = /^(0|[1-9]\d{0,15})$/;

export const queryInt = (min: number, max: number, message: string) =>
  integerText(message)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .meta({ type: 'integer', minimum: min, maximum: max, anyOf: undefined });

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
