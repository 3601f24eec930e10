// The houses the history service knows (GET /history-api/bet-houses).
import { betHousesResponseSchema, type BetHousesResponse } from '@velas/domain/schemas/history';
import { api } from '../../core/api';

export const houseCompareApi = api.injectEndpoints({
  endpoints: (build) => ({
    betHouses: build.query<BetHousesResponse['betHouses'], undefined>({
      query: () => ({ service: 'history', url: 'bet-houses' }),
      transformResponse: (body) => betHousesResponseSchema.parse(body).betHouses,
    }),
  }),
});

export const { useBetHousesQuery } = houseCompareApi;
