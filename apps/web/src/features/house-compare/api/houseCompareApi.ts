// The houses the history service knows (GET /history-api/bet-houses).
import type { BetHousesResponse } from '@velas/domain/schemas/history';
import { api } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

const betHousesResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/history')).betHousesResponseSchema,
);

export const houseCompareApi = api.injectEndpoints({
  endpoints: (build) => ({
    betHouses: build.query<BetHousesResponse['betHouses'], undefined, BetHousesResponse>({
      query: () => ({ service: 'history', url: 'bet-houses' }),
      rawResponseSchema: betHousesResponse,
      transformResponse: (body) => body.betHouses,
    }),
  }),
});

export const { useBetHousesQuery } = houseCompareApi;
