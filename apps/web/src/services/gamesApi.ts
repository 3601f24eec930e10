// GET v2/casino-games/category (docs/product.md#games-catalogue): the game catalogue;
// GET api/casino-games/{id}/my-return (docs/product.md#my-play): the player's own return.
import {
  categoriesResponseSchema,
  myReturnResponseSchema,
  type Category,
  type MyReturnResponse,
} from '@velas/domain/schemas/casino';
import { api } from '../core/api';

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], undefined>({
      query: () => 'v2/casino-games/category',
      transformResponse: (body) => categoriesResponseSchema.parse(body),
      transformErrorResponse: (error) => {
        console.error('categories failed', error);
        return error;
      },
    }),
    myReturn: build.query<MyReturnResponse, number>({
      query: (gameId) => `api/casino-games/${String(gameId)}/my-return`,
      transformResponse: (body) => myReturnResponseSchema.parse(body),
    }),
  }),
});

export const { useCategoriesQuery, useMyReturnQuery } = gamesApi;
