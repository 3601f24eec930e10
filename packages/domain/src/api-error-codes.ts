// The `code` of every error answer of the api (docs/api/calls.md#error-answers):
// what a client branches on, where the pt-BR `message` is only shown. Without
// zod, so a client reads it off its first paint.

/**
 * One per kind of failure (apps/api/src/domain-errors.ts), each with its
 * status: what every answer without a more precise code carries.
 */
export const GENERIC_ERROR_CODES = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'refused',
  'throttled',
  'internal_failure',
  'upstream_failed',
  'unavailable',
] as const;

/**
 * The few failures a client acts on beyond showing the message: each names
 * one situation, whatever its wording (a withdrawal's or a staff adjustment's
 * balance, a limit with some room left or none).
 */
export const SPECIFIC_ERROR_CODES = [
  /** The movement would take the balance below zero. */
  'insufficient_balance',
  /** The deposit would take the period's net position past the loss limit. */
  'deposit_limit_reached',
  /** The identity (KYC) is not approved yet: deposits, withdrawals and games wait for it. */
  'not_verified',
  /** A withdrawal needs the player's address first: the client asks for it. */
  'address_required',
  /** A sign-in or password-reset link that is used, expired or unknown: the client offers a new one. */
  'link_invalid',
] as const;

export const API_ERROR_CODES = [...GENERIC_ERROR_CODES, ...SPECIFIC_ERROR_CODES] as const;

export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}

/**
 * The generic code of a status, for an answer that carried none a client
 * knows (a proxy's page, an answer stored before codes, a newer api's code).
 */
export function codeOfStatus(status: number): GenericErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'gone';
  if (status === 422) return 'refused';
  if (status === 429) return 'throttled';
  if (status === 502) return 'upstream_failed';
  if (status === 503) return 'unavailable';
  return status < 500 ? 'invalid' : 'internal_failure';
}
