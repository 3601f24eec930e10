// When the answer carried no `{ message, errors }` (no network, a proxy's
// page): the generic pt-BR message for its status (docs/architecture.md#every-answer-parsed).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';

export interface ApiFailure {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  errors: Record<string, string[]>;
}

export function fallbackMessage(status: ApiFailure['status']): string {
  if (status === 401) return authMessages.unauthenticated;
  if (status === 403) return authMessages.forbidden;
  if (status === 404) return commonMessages.notFound;
  if (typeof status === 'number' && status < 500) return commonMessages.invalidRequest;
  if (status === 'FETCH_ERROR' || status === 503) return commonMessages.serviceUnavailable;
  return commonMessages.internalError;
}

export function toApiFailure(error: FetchBaseQueryError): ApiFailure {
  const status = 'originalStatus' in error ? error.originalStatus : error.status;
  // The api's error body, or whatever else answered (a proxy's page, nothing).
  const body = ('data' in error ? error.data : undefined) as
    { message?: unknown; errors?: Record<string, string[]> } | null | undefined;
  return typeof body?.message === 'string'
    ? { status, message: body.message, errors: body.errors ?? {} }
    : { status, message: fallbackMessage(status), errors: {} };
}

/** Nothing of a refused answer is cached. */
export function unparsableAnswer(): ApiFailure {
  return { status: 'PARSING_ERROR', message: commonMessages.internalError, errors: {} };
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'message' in error && 'errors' in error;
}

export function failureMessages(failure: ApiFailure): string[] {
  return Object.values(failure.errors).flat();
}

export function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return commonMessages.internalError;
}
