// GET v2/casino-games/category (the catalogue), the tile images, and
// GET api/casino-games/:id/start (docs/product/games.md#game-frames); the rules are
// casino-games.ts's.
import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import {
  categoriesResponseSchema,
  gameIdPathSchema,
  gameStartQuerySchema,
  gameStartResponseSchema,
  myReturnResponseSchema,
} from '@velas/domain/schemas/casino';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccountLimit } from '../auth/account-budgets.js';
import { catalogueCategories, myReturn, startGame, tileOf } from './casino-games.js';
import { TILE_VARIANTS, tileSvg } from './tile-image.js';

const tilePathSchema = gameIdPathSchema.extend({ variant: z.enum(TILE_VARIANTS) });

export function casinoRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicOrigin = new URL(app.config.APP_ORIGIN).origin;

  app.get(
    '/v2/casino-games/category',
    { schema: { response: { 200: categoriesResponseSchema } } },
    async () => {
      const aggregator = app.gameAggregator;
      return catalogueCategories(
        app.db,
        aggregator?.catalogue ?? null,
        publicOrigin,
        aggregator !== null,
      );
    },
  );

  // An SVG, not JSON: only the path is declared.
  app.get(
    '/v2/casino-games/images/:id/:variant',
    { schema: { params: tilePathSchema } },
    async (request, reply) => {
      const { id, variant } = request.params;
      const { game, image } = await tileOf(
        app.db,
        app.gameAggregator?.catalogue ?? null,
        id,
        variant,
      );
      if (image !== null)
        return reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.body);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(tileSvg(game, variant));
    },
  );

  // Each start costs a game/url call and a token: a budget per account
  // (docs/games.md#game-session-tokens).
  const startLimit = perAccountLimit(
    app,
    'game_starts',
    app.config.GAME_STARTS_PER_ACCOUNT_PER_MINUTE,
    commonMessages.tooManyGameStarts,
    MINUTE_MS,
  );
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

  // The player's own return beside the game's RTP (docs/product/games.md#my-play):
  // settled rounds only, so an open bet is not counted as lost.
  app.get(
    '/api/casino-games/:id/my-return',
    {
      preValidation: app.authenticate,
      schema: { params: gameIdPathSchema, response: { 200: myReturnResponseSchema } },
    },
    async (request) => {
      return myReturn(app.db, request.userId, request.params.id);
    },
  );
}
