// The app's one RTK Query api (docs/architecture.md#appsweb: more than one breaks tag
// invalidation). Features add their calls with `api.injectEndpoints`.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { messages } from '@velas/domain/messages';
import type { Service } from '@velas/domain/services';
import { serviceUrl } from './config';
import { fetchOrEarly } from './earlyRequests';
import { loggedOut } from './session/sessionSlice';

/** What every failed call looks like to a screen: the api's own `{ message, errors }`. */
export interface ApiFailure {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  errors: Record<string, string[]>;
}

interface ServiceRequest extends FetchArgs {
  /**
   * Which service of docs/product.md#services-and-mount-points answers; the platform when omitted.
   */
  service?: Service;
  /**
   * Sent as Idempotency-Key (docs/product.md#money-input-and-errors): one key per attempt to move
   * money.
   */
  idempotencyKey?: string;
}

/** The query of a JSON POST of the call's argument to `url` (on the platform unless `service` says). */
export function postBody(url: string, service?: Service) {
  return (body: unknown): ServiceRequest => ({
    url,
    method: 'POST',
    body,
    ...(service && { service }),
  });
}

/** A POST that moves money: the attempt's key goes in the Idempotency-Key header, the rest is the body. */
export function postWithIdempotencyKey(url: string) {
  return ({ idempotencyKey, ...body }: { idempotencyKey: string }): ServiceRequest => ({
    url,
    method: 'POST',
    body,
    idempotencyKey,
  });
}

interface SessionLike {
  session: { apiToken: string | null };
}

const earlyOrNetwork = fetchOrEarly();

const rawBaseQuery = fetchBaseQuery({
  // A call the page started before its first render is answered from there (core/earlyRequests.ts).
  fetchFn: (input, init) => (input instanceof Request ? earlyOrNetwork(input) : fetch(input, init)),
  prepareHeaders(headers, { getState }) {
    const token = (getState() as SessionLike).session.apiToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

function isErrorBody(
  data: unknown,
): data is { message: string; errors?: Record<string, string[]> } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  );
}

function fallbackMessage(status: ApiFailure['status']): string {
  if (status === 401) return messages.unauthenticated;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (typeof status === 'number' && status < 500) return messages.invalidRequest;
  if (status === 'FETCH_ERROR' || status === 503) return messages.serviceUnavailable;
  return messages.internalError;
}

const baseQuery: BaseQueryFn<string | ServiceRequest, unknown, ApiFailure> = async (
  request,
  queryApi,
  extraOptions: object,
) => {
  const {
    service = 'platform',
    idempotencyKey,
    ...fetchArgs
  } = typeof request === 'string' ? { url: request } : request;
  const headers = new Headers(fetchArgs.headers as HeadersInit | undefined);
  if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
  const result = await rawBaseQuery(
    { ...fetchArgs, url: serviceUrl(service, fetchArgs.url), headers },
    queryApi,
    extraOptions,
  );
  if (!result.error) return { data: result.data, meta: result.meta };

  const { error } = result;
  const status: ApiFailure['status'] =
    'originalStatus' in error ? error.originalStatus : error.status;
  const data = 'data' in error ? error.data : undefined;
  // A revoked or expired token ends the session; the admin layout then goes to login.
  if (status === 401 && (queryApi.getState() as SessionLike).session.apiToken)
    queryApi.dispatch(loggedOut());
  return {
    error: isErrorBody(data)
      ? { status, message: data.message, errors: data.errors ?? {} }
      : { status, message: fallbackMessage(status), errors: {} },
    meta: result.meta,
  };
};

/**
 * An answer its schema refuses is a failure like any other: the screen shows
 * its error state with the generic message, and nothing of the answer is
 * cached (docs/architecture.md#every-answer-parsed).
 */
export function unparsableAnswer(): ApiFailure {
  return { status: 'PARSING_ERROR', message: messages.internalError, errors: {} };
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  catchSchemaFailure: unparsableAnswer,
  onSchemaFailure(error, { endpoint }) {
    console.error(`${endpoint}: the answer does not match its schema`, error.issues);
  },
  tagTypes: ['Me', 'Profile', 'Kyc', 'Transactions', 'Deposit', 'Protection', 'Withdrawals'],
  endpoints: () => ({}),
});

/** Narrows an unknown error (from `unwrap()` or a hook) to the normalised failure. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'message' in error && 'errors' in error;
}

/**
 * Every message of a failure's errors object, flattened in field order
 * (docs/product.md#money-input-and-errors).
 */
export function failureMessages(failure: ApiFailure): string[] {
  return Object.values(failure.errors).flat();
}
