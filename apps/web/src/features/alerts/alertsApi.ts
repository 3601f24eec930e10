// The player's round alerts, kept by the platform (docs/product.md#round-alerts).
import type { CreateAlertRequest, RoundAlert } from '@velas/domain/schemas/alerts';
import { api, postBody } from '../../core/api';
import { lazySchema } from '../../core/lazySchema';

const alertsSchemas = () => import('@velas/domain/schemas/alerts');
const alertsResponse = lazySchema(async () => (await alertsSchemas()).alertsResponseSchema);
const alertAnswer = lazySchema(async () => (await alertsSchemas()).alertSchema);

export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alerts'] }).injectEndpoints({
  endpoints: (build) => ({
    alerts: build.query<RoundAlert[], undefined>({
      query: () => ({ url: 'api/alerts' }),
      transformResponse: async (body) => (await alertsResponse.parse(body)).alerts,
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<RoundAlert, CreateAlertRequest>({
      query: postBody('api/alerts'),
      transformResponse: alertAnswer.parse,
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<null, number>({
      query: (id) => ({ url: `api/alerts/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } = alertsApi;
