// When the answer carried no `{ code, message, errors }` (no network, a proxy's
// page): the generic code and pt-BR message for its status
// (docs/architecture.md#every-answer-parsed). Screens branch on `code`, never
// on the message (docs/api/calls.md#error-answers).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { codeOfStatus, isApiErrorCode, type ApiErrorCode } from '@velas/domain/api-error-codes';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';

export interface ApiFailure {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  code: ApiErrorCode;
  message: string;
  errors: Record<string, string[]>;
}

/** No answer is the service unavailable; an answer that could not be read, a failure. */
export function fallbackCode(status: ApiFailure['status']): ApiErrorCode {
  if (typeof status === 'number') return codeOfStatus(status);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'
    ? 'unavailable'
    : 'internal_failure';
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
    { code?: unknown; message?: unknown; errors?: Record<string, string[]> } | null | undefined;
  // A code this client does not know yet reads as its status's generic one.
  const code = isApiErrorCode(body?.code) ? body.code : fallbackCode(status);
  return typeof body?.message === 'string'
    ? { status, code, message: body.message, errors: body.errors ?? {} }
    : { status, code, message: fallbackMessage(status), errors: {} };
}

/** Nothing of a refused answer is cached. */
export function unparsableAnswer(): ApiFailure {
  return {
    status: 'PARSING_ERROR',
    code: 'internal_failure',
    message: commonMessages.internalError,
    errors: {},
  };
}

/** The code of a call's failure; null for anything else thrown (a check of the form's own). */
export function failureCode(failure: unknown): ApiErrorCode | null {
  return isApiFailure(failure) && 'code' in failure ? failure.code : null;
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
