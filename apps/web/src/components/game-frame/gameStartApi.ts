// GET api/casino-games/{id}/start (docs/product.md#game-frames): the link a game frame shows.
import { gameStartResponseSchema, type GameStartResponse } from '@velas/domain/schemas/casino';
import { api } from '../../core/api';

interface GameStartArgs {
  id: number;
  isMobileDevice: boolean;
}

export const gameStartApi = api.injectEndpoints({
  endpoints: (build) => ({
    gameStart: build.query<GameStartResponse, GameStartArgs>({
      query: ({ id, isMobileDevice }) => ({
        url: `api/casino-games/${id}/start`,
        params: { demo: '0', isMobileDevice: isMobileDevice ? '1' : '0' },
      }),
      transformResponse: (body) => gameStartResponseSchema.parse(body),
    }),
  }),
});

export const { useGameStartQuery } = gameStartApi;
