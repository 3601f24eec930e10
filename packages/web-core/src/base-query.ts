// A 401 is handed to the app, which ends its session.
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
  fetch: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;
  toFetchArgs: (request: Request) => FetchArgs;
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

/** An answer the schema refuses is the generic failure: nothing of it is cached, and the issues are reported. */
export const refusedAnswers = {
  catchSchemaFailure: unparsableAnswer,
  onSchemaFailure(error: { issues: unknown }, { endpoint }: { endpoint: string }) {
    reportError(error.issues, `${endpoint}: the answer does not match its schema`);
  },
};
