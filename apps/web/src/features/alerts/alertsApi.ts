// The player's round alerts, kept by the platform (docs/product.md#round-alerts).
import {
  alertSchema,
  alertsResponseSchema,
  type CreateAlertRequest,
  type RoundAlert,
} from '@velas/domain/schemas/alerts';
import { api, postBody } from '../../core/api';

export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alerts'] }).injectEndpoints({
  endpoints: (build) => ({
    alerts: build.query<RoundAlert[], undefined>({
      query: () => ({ url: 'api/alerts' }),
      transformResponse: (body) => alertsResponseSchema.parse(body).alerts,
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<RoundAlert, CreateAlertRequest>({
      query: postBody('api/alerts'),
      transformResponse: (body) => alertSchema.parse(body),
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<null, number>({
      query: (id) => ({ url: `api/alerts/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } = alertsApi;
