// The player's round alerts, kept by the platform.
import type { AlertsResponse, CreateAlertRequest, RoundAlert } from '@velas/domain/schemas/alerts';
import { api, postEndpoint } from '#/core/api.ts';
import { lazySchema, noContentResponse } from '#/core/lazySchema.ts';

const alertsSchemas = () => import('@velas/domain/schemas/alerts');
const alertsResponse = lazySchema(async () => (await alertsSchemas()).alertsResponseSchema);
const alertAnswer = lazySchema(async () => (await alertsSchemas()).alertSchema);

export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alerts'] }).injectEndpoints({
  endpoints: (build) => ({
    alerts: build.query<RoundAlert[], undefined, AlertsResponse>({
      query: () => ({ url: 'api/alerts' }),
      rawResponseSchema: alertsResponse,
      transformResponse: (body) => body.alerts,
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<RoundAlert, CreateAlertRequest>({
      ...postEndpoint('api/alerts', alertAnswer),
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<null, number>({
      query: (id) => ({ url: `api/alerts/${String(id)}`, method: 'DELETE' }),
      responseSchema: noContentResponse,
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } = alertsApi;
