import { reconciliationResponseSchema } from '@velas/domain/schemas/backoffice/reconciliation';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { api } from '#/core/api.ts';

const reconciliationApi = api.injectEndpoints({
  endpoints: (build) => ({
    reconciliation: build.query({
      query: (date: string) => ({ url: '/reconciliation', params: { date } }),
      responseSchema: parsedAnswer(reconciliationResponseSchema),
    }),
  }),
});

export const { useReconciliationQuery } = reconciliationApi;
