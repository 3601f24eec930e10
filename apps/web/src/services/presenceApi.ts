// GET api/presence: the real number of people online.
import type { PresenceResponse } from '@velas/domain/schemas/presence';
import { api } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

const presenceResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/presence')).presenceResponseSchema,
);

export const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    presence: build.query<PresenceResponse, undefined>({
      query: () => 'api/presence',
      responseSchema: presenceResponse,
    }),
  }),
});

export const { usePresenceQuery } = presenceApi;
