// GET v2/casino-games/category (docs/product.md#games-catalogue): the game catalogue.
import { categoriesResponseSchema, type Category } from '@velas/domain/schemas/casino';
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
  }),
});

export const { useCategoriesQuery } = gamesApi;
