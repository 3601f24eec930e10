// The app's one RTK Query api: every call goes to the ops listener's /ops-api
// with the session cookie, and every answer is parsed with the domain's zod
// schema (docs/operations.md#back-office). A 401 on a signed-in screen means
// the session ended (15 idle minutes, disabled, signed out elsewhere).
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { messages } from '@velas/domain/messages';
import { sessionEnded, type SessionState } from './session';

/** What every failed call looks like to a screen: the api's own `{ message, errors }`. */
export interface ApiFailure {
  status: number | string;
  message: string;
  errors: Record<string, string[]>;
}

export interface OpsRequest extends FetchArgs {
  /** A fresh code of the authenticator app, for the money actions (`x-totp`). */
  totp?: string;
}

// Absolute, from the page's own origin: the ops listener serves the app and its api.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${window.location.origin}/ops-api`,
  credentials: 'same-origin',
});

function fallbackMessage(status: number | string): string {
  if (status === 401) return messages.unauthenticated;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (typeof status === 'number' && status < 500) return messages.invalidRequest;
  if (status === 'FETCH_ERROR' || status === 503) return messages.serviceUnavailable;
  return messages.internalError;
}

const baseQuery: BaseQueryFn<string | OpsRequest, unknown, ApiFailure> = async (
  request,
  queryApi,
  extraOptions: object,
) => {
  const { totp, ...args } = typeof request === 'string' ? { url: request } : request;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  if (totp !== undefined) headers.set('x-totp', totp);
  const result = await rawBaseQuery({ ...args, headers }, queryApi, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const status = 'originalStatus' in error ? error.originalStatus : error.status;
  const data = 'data' in error ? (error.data as { message?: unknown; errors?: unknown }) : null;
  const signedIn = (queryApi.getState() as { session: SessionState }).session.me !== null;
  if (status === 401 && signedIn) queryApi.dispatch(endSession(backofficeTexts.sessionExpired));
  return {
    error: {
      status,
      message: typeof data?.message === 'string' ? data.message : fallbackMessage(status),
      errors: (data?.errors as Record<string, string[]> | undefined) ?? {},
    },
    meta: result.meta,
  };
};

/** The body's text for a failed call, or a generic one. */
export function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return messages.internalError;
}

/**
 * An answer its schema refuses is a failure like any other: the screen shows
 * its error with the generic message, and nothing of the answer is cached.
 */
export function unparsableAnswer(): ApiFailure {
  return { status: 'PARSING_ERROR', message: messages.internalError, errors: {} };
}

// Each endpoint names its domain schema as `responseSchema`, which RTK Query
// checks every answer with (docs/architecture.md#every-answer-parsed).
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  catchSchemaFailure: unparsableAnswer,
  onSchemaFailure(error, { endpoint }) {
    console.error(`${endpoint}: the answer does not match its schema`, error.issues);
  },
  tagTypes: ['Me', 'Player', 'Queue', 'Proposal', 'Staff'],
  endpoints: () => ({}),
});

/** The session ended: back to sign-in with `notice`, nothing of the last staff member cached. */
export const endSession =
  (notice: string | null) => (dispatch: (action: { type: string }) => unknown) => {
    dispatch(sessionEnded(notice));
    dispatch(api.util.resetApiState());
  };
