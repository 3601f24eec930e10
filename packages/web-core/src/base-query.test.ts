import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { normalisedBaseQuery, refusedAnswers } from './base-query.ts';
import { reportError } from './report-error.ts';

vi.mock('./report-error.ts', () => ({ reportError: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const balanceSchema = z.object({ balanceCents: z.number().int() });

/** An api on the kit's base query whose server always answers `status` with `body`. */
function apiAnswering(status: number, body: unknown) {
  const onUnauthenticated = vi.fn();
  const api = createApi({
    baseQuery: normalisedBaseQuery<string>({
      fetch: fetchBaseQuery({
        baseUrl: 'http://api.test',
        fetchFn: () =>
          Promise.resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          ),
      }),
      toFetchArgs: (path) => ({ url: path }),
      onUnauthenticated,
    }),
    ...refusedAnswers,
    endpoints: (build) => ({
      balance: build.query({ query: () => '/balance', responseSchema: balanceSchema }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  const balance = () => store.dispatch(api.endpoints.balance.initiate(undefined));
  return { balance, onUnauthenticated };
}

describe('normalisedBaseQuery with refusedAnswers', () => {
  it('hands over an answer its schema accepts', async () => {
    const { balance } = apiAnswering(200, { balanceCents: 1050 });
    const answer = await balance();
    expect(answer.data).toEqual({ balanceCents: 1050 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('turns an answer its schema refuses into the generic failure, reported, nothing cached', async () => {
    const { balance } = apiAnswering(200, { balanceCents: '10,50' });
    const answer = await balance();
    expect(answer.data).toBeUndefined();
    expect(answer.error).toEqual({
      status: 'PARSING_ERROR',
      code: 'internal_failure',
      message: commonMessages.internalError,
      errors: {},
    });
    expect(reportError).toHaveBeenCalledWith(
      expect.any(Array),
      'balance: the answer does not match its schema',
    );
  });

  it("keeps the api's own failure, and hands a 401 to the app", async () => {
    const body = { code: 'unauthenticated', message: authMessages.unauthenticated, errors: {} };
    const { balance, onUnauthenticated } = apiAnswering(401, body);
    const answer = await balance();
    expect(answer.error).toEqual({ status: 401, ...body });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('gives a failure whose answer said nothing the code and message of its status', async () => {
    const { balance, onUnauthenticated } = apiAnswering(503, '<html>proxy</html>');
    const answer = await balance();
    expect(answer.error).toEqual({
      status: 503,
      code: 'unavailable',
      message: commonMessages.serviceUnavailable,
      errors: {},
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
