// GET api/casino-games/{id}/start: the link a game frame shows.
import type { GameStartResponse } from '@velas/domain/schemas/casino';
import { api } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

const gameStartResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/casino')).gameStartResponseSchema,
);

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
      responseSchema: gameStartResponse,
    }),
  }),
});

export const { useGameStartQuery } = gameStartApi;
