// GET api/presence (docs/product.md#online-counter): the real number of people online.
import { presenceResponseSchema, type PresenceResponse } from '@velas/domain/schemas/presence';
import { api } from '../../core/api';

export const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    presence: build.query<PresenceResponse, undefined>({
      query: () => 'api/presence',
      transformResponse: (body) => presenceResponseSchema.parse(body),
    }),
  }),
});

export const { usePresenceQuery } = presenceApi;
