// The RTK Query base query both apps' one api runs on: the app turns its own
// request (a service and an Idempotency-Key, a TOTP code) into fetch
// arguments, fetchBaseQuery sends them, and every failure comes back as an
// ApiFailure; a 401 is handed to the app, which ends its session.
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { toApiFailure, unparsableAnswer, type ApiFailure } from './api-failure.ts';
import { reportError } from './report-error.ts';

interface NormalisedBaseQueryOptions<Request> {
  /** fetchBaseQuery, with the app's base URL, credentials and headers. */
  fetch: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;
  /** The app's request as fetchBaseQuery's arguments. */
  toFetchArgs: (request: Request) => FetchArgs;
  /** A call answered 401: the session it ran in has ended. */
  onUnauthenticated: (api: BaseQueryApi) => void;
}

export function normalisedBaseQuery<Request>({
  fetch,
  toFetchArgs,
  onUnauthenticated,
}: NormalisedBaseQueryOptions<Request>): BaseQueryFn<
  Request,
  unknown,
  ApiFailure,
  object,
  FetchBaseQueryMeta
> {
  return async (request, api, extraOptions) => {
    const result = await fetch(toFetchArgs(request), api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    const failure = toApiFailure(result.error);
    if (failure.status === 401) onUnauthenticated(api);
    return { error: failure, meta: result.meta };
  };
}

/**
 * The createApi options of an api whose every endpoint names its schema
 * (docs/architecture.md#every-answer-parsed): an answer the schema refuses is
 * the generic failure, nothing of it is cached, and the issues are reported.
 */
export const refusedAnswers = {
  catchSchemaFailure: unparsableAnswer,
  onSchemaFailure(error: { issues: unknown }, { endpoint }: { endpoint: string }) {
    reportError(error.issues, `${endpoint}: the answer does not match its schema`);
  },
};
