// GET v2/casino-games/category: the game catalogue;
// GET api/casino-games/{id}/my-return: the player's own return.
import type { Category, MyReturnResponse } from '@velas/domain/schemas/casino';
import { reportError } from '@velas/web-core/report-error';
import { api } from '../core/api.ts';
import { lazySchema } from '../core/lazySchema.ts';

const casino = () => import('@velas/domain/schemas/casino');
const categoriesResponse = lazySchema(async () => (await casino()).categoriesResponseSchema);
const myReturnResponse = lazySchema(async () => (await casino()).myReturnResponseSchema);

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], undefined>({
      query: () => 'v2/casino-games/category',
      responseSchema: categoriesResponse,
      transformErrorResponse: (error) => {
        reportError(error, 'categories');
        return error;
      },
    }),
    myReturn: build.query<MyReturnResponse, number>({
      query: (gameId) => `api/casino-games/${String(gameId)}/my-return`,
      responseSchema: myReturnResponse,
    }),
  }),
});

export const { useCategoriesQuery, useMyReturnQuery } = gamesApi;
