// What a failed call looks like to a screen, in both apps: the api's own
// `{ message, errors }` (docs/product/platform.md#money-input-and-errors), or, when the
// answer carried none (no network, a proxy's page), the generic pt-BR message
// for its status (docs/architecture.md#every-answer-parsed).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';

export interface ApiFailure {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  errors: Record<string, string[]>;
}

/** The generic pt-BR message for a failure whose answer said nothing. */
export function fallbackMessage(status: ApiFailure['status']): string {
  if (status === 401) return authMessages.unauthenticated;
  if (status === 403) return authMessages.forbidden;
  if (status === 404) return commonMessages.notFound;
  if (typeof status === 'number' && status < 500) return commonMessages.invalidRequest;
  if (status === 'FETCH_ERROR' || status === 503) return commonMessages.serviceUnavailable;
  return commonMessages.internalError;
}

/** fetchBaseQuery's error as the failure a screen reads. */
export function toApiFailure(error: FetchBaseQueryError): ApiFailure {
  const status = 'originalStatus' in error ? error.originalStatus : error.status;
  // The api's error body, or whatever else answered (a proxy's page, nothing).
  const body = ('data' in error ? error.data : undefined) as
    { message?: unknown; errors?: Record<string, string[]> } | null | undefined;
  return typeof body?.message === 'string'
    ? { status, message: body.message, errors: body.errors ?? {} }
    : { status, message: fallbackMessage(status), errors: {} };
}

/**
 * An answer its schema refuses is a failure like any other: the screen shows
 * its error state with the generic message, and nothing of the answer is
 * cached (docs/architecture.md#every-answer-parsed).
 */
export function unparsableAnswer(): ApiFailure {
  return { status: 'PARSING_ERROR', message: commonMessages.internalError, errors: {} };
}

/** Narrows an unknown error (from `unwrap()` or a hook) to the normalised failure. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'message' in error && 'errors' in error;
}

/**
 * Every message of a failure's errors object, flattened in field order
 * (docs/product/platform.md#money-input-and-errors).
 */
export function failureMessages(failure: ApiFailure): string[] {
  return Object.values(failure.errors).flat();
}

/** The failure's own text, or the generic one for anything else thrown. */
export function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return commonMessages.internalError;
}
