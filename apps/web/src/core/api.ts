// The app's one RTK Query api (docs/architecture.md#appsweb: more than one breaks tag
// invalidation). Features add their calls with `api.injectEndpoints`.
import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { Service } from '@velas/domain/services';
import { normalisedBaseQuery, refusedAnswers } from '@velas/web-core/base-query';
import { serviceUrl } from './config.ts';
import { fetchOrEarly } from './earlyRequests.ts';
import { loggedOut } from './session/sessionSlice.ts';

interface ServiceRequest extends FetchArgs {
  /**
   * Which service of docs/product/platform.md#services-and-mount-points answers; the platform when omitted.
   */
  service?: Service;
  /**
   * Sent as Idempotency-Key: one key per attempt to move
   * money.
   */
  idempotencyKey?: string;
}

/** The query of a JSON POST of the call's argument to `url` (on the platform unless `service` says). */
function postBody(url: string, service?: Service) {
  return (body: unknown): ServiceRequest => ({
    url,
    method: 'POST',
    body,
    ...(service && { service }),
  });
}

/**
 * A JSON POST endpoint whose answer `responseSchema` parses: the call's
 * argument is the body, sent to `url` (on the platform unless `service` says).
 */
export function postEndpoint<Schema>(url: string, responseSchema: Schema, service?: Service) {
  return { query: postBody(url, service), responseSchema };
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

const fetchFromService = fetchBaseQuery({
  // A call the page started before its first render is answered from there (core/earlyRequests.ts).
  fetchFn: (input, init) => (input instanceof Request ? earlyOrNetwork(input) : fetch(input, init)),
  prepareHeaders(headers, { getState }) {
    const token = (getState() as SessionLike).session.apiToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery = normalisedBaseQuery<string | ServiceRequest>({
  fetch: fetchFromService,
  toFetchArgs(request) {
    const {
      service = 'platform',
      idempotencyKey,
      ...fetchArgs
    } = typeof request === 'string' ? { url: request } : request;
    const headers = new Headers(fetchArgs.headers as HeadersInit | undefined);
    if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
    return { ...fetchArgs, url: serviceUrl(service, fetchArgs.url), headers };
  },
  // A revoked or expired token ends the session; the signed-in layout then goes to login.
  onUnauthenticated({ getState, dispatch }) {
    if ((getState() as SessionLike).session.apiToken) dispatch(loggedOut());
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  ...refusedAnswers,
  tagTypes: ['Me', 'Profile', 'Kyc', 'Transactions', 'Deposit', 'Protection', 'Withdrawals'],
  endpoints: () => ({}),
});
