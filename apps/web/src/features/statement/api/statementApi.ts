// Under the Transactions tag: a movement announced by the live balance asks every loaded page again.
import type { StatementResponse } from '@velas/domain/schemas/statement';
import type { StatementKind } from '@velas/domain/statement-kinds';
import { api } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

const statement = () => import('@velas/domain/schemas/statement');
const statementResponse = lazySchema(async () => (await statement()).statementResponseSchema);
const statementCsv = lazySchema(async () => (await statement()).statementCsvSchema);

export interface StatementFilter {
  kind?: StatementKind;
  from?: string;
  to?: string;
}

export const statementApi = api.injectEndpoints({
  endpoints: (build) => ({
    statement: build.infiniteQuery<StatementResponse, StatementFilter, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'api/statement',
        params: { ...queryArg, ...(pageParam !== null && { cursor: pageParam }) },
      }),
      responseSchema: statementResponse,
      providesTags: ['Transactions'],
    }),
    statementCsv: build.mutation<string, StatementFilter>({
      query: (params) => ({ url: 'api/statement/csv', params, responseHandler: 'text' }),
      responseSchema: statementCsv,
    }),
  }),
});

export const { useStatementInfiniteQuery, useStatementCsvMutation } = statementApi;
