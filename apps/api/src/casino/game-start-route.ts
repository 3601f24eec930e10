import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import {
  gameIdPathSchema,
  gameStartQuerySchema,
  gameStartResponseSchema,
} from '@velas/domain/schemas/casino';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perAccountLimit } from '#/auth/account-budgets.js';
import { startGame } from './casino-games.js';

export function gameStartRoute(instance: FastifyInstance, publicOrigin: string): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Each start costs a game/url call and a token: a budget per account.
  const startLimit = perAccountLimit(app, {
    budget: 'game_starts',
    max: app.config.GAME_STARTS_PER_ACCOUNT_PER_MINUTE,
    message: commonMessages.tooManyGameStarts,
    windowMs: MINUTE_MS,
  });
  app.get(
    '/api/casino-games/:id/start',
    {
      preValidation: app.authenticate,
      preHandler: startLimit,
      schema: {
        params: gameIdPathSchema,
        querystring: gameStartQuerySchema,
        response: { 200: gameStartResponseSchema },
      },
    },
    async (request) => {
      const { params, query, userId, limits, ip, log } = request;
      return startGame(
        app,
        { userId, limits, gameId: params.id, clientAddress: ip, log },
        {
          mobile: query.isMobileDevice === '1',
          lobbyUrl: `${publicOrigin}/admin/games`,
        },
      );
    },
  );
}
