// GET v2/casino-games/category (the catalogue), the tile images, and
// GET api/casino-games/:id/start (docs/product.md#game-frames).
import { MIN_RETURN_ROUNDS, observedReturn } from '@velas/analysis/returns/observed-return';
import { messages } from '@velas/domain/messages';
import {
  categoriesResponseSchema,
  gameIdPathSchema,
  gameStartQuerySchema,
  gameStartResponseSchema,
  myReturnResponseSchema,
  type Category,
} from '@velas/domain/schemas/casino';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAccount } from '../accounts/accounts-repository.js';
import type { Queryable } from '../db/database.js';
import { launchGame } from '../games/game-launch.js';
import { HttpError } from '../http/http-error.js';
import { perAccountLimit } from '../http/rate-limits.js';
import { gameRounds } from '../protection/player-rounds-repository.js';
import { assertMayPlay } from '../protection/protection.js';
import { demoGamePage } from './demo-game-page.js';
import { findGame, listCatalogue, type CatalogueGame } from './games-repository.js';
import { TILE_VARIANTS, tileSvg } from './tile-image.js';

const tilePathSchema = gameIdPathSchema.extend({ variant: z.enum(TILE_VARIANTS) });

async function existingGame(db: Queryable, id: number): Promise<CatalogueGame> {
  const game = await findGame(db, id);
  if (game === null) throw new HttpError(404, messages.notFound);
  return game;
}

/**
 * Absolute, on the configured public origin: never built from the request's
 * Host header, which a client (or a cache in front of the api) controls (docs/architecture.md#abuse-limits).
 */
function tileBase(publicOrigin: string, gameId: number): string {
  return `${publicOrigin}/v2/casino-games/images/${String(gameId)}/`;
}

export function casinoRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicOrigin = new URL(app.config.APP_ORIGIN).origin;

  app.get(
    '/v2/casino-games/category',
    { schema: { response: { 200: categoriesResponseSchema } } },
    async () => {
      // The aggregator's list when the settings say so and one was received (docs/games.md#catalogue-from-the-aggregator).
      const shown = (await app.gameAggregator?.catalogue?.games()) ?? null;
      const categories = new Map<number, Category>();
      for (const row of await listCatalogue(app.db)) {
        if (shown !== null && (row.game_code === null || !shown.has(row.game_code))) continue;
        let category = categories.get(row.category_id);
        if (category === undefined) {
          category = {
            id: row.category_id,
            name: row.category_name,
            position: row.category_position,
            games: [],
          };
          categories.set(row.category_id, category);
        }
        if (row.id !== null && row.name !== null) {
          category.games.push({
            id: row.id,
            name: row.name,
            image: tileBase(publicOrigin, row.id),
            rtp: row.rtp_percent,
          });
        }
      }
      const all = [...categories.values()];
      return shown === null ? all : all.filter((category) => category.games.length > 0);
    },
  );

  // An SVG, not JSON: only the path is declared.
  app.get(
    '/v2/casino-games/images/:id/:variant',
    { schema: { params: tilePathSchema } },
    async (request, reply) => {
      const game = await existingGame(app.db, request.params.id);
      const catalogue = app.gameAggregator?.catalogue;
      const image =
        catalogue === undefined || catalogue === null || game.gameCode === null
          ? null
          : await catalogue.image(game.gameCode, request.params.variant);
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
        .send(tileSvg(game, request.params.variant));
    },
  );

  // Each start costs a game/url call and a token: a budget per account (docs/games.md#game-session-tokens).
  const startLimit = perAccountLimit(
    app,
    app.config.GAME_STARTS_PER_ACCOUNT_PER_MINUTE,
    messages.tooManyGameStarts,
    60_000,
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
      const game = await existingGame(app.db, request.params.id);
      const account = await loadAccount(app.db, request.userId);
      // Like a real betting house, games open only for verified players
      // (docs/product.md#game-frames).
      if (account.kyc_status !== 'approved')
        throw new HttpError(403, messages.gameStartNeedsVerification);
      await assertMayPlay(app.db, request.userId, request.limits, app.clock());
      const mobile = request.query.isMobileDevice === '1';
      // A game the aggregator does not know says honestly that it is not connected.
      const aggregator = app.gameAggregator;
      if (aggregator === null || game.gameCode === null)
        return { link: demoGamePage(game.name, mobile) };
      const answer = await launchGame(app.db, aggregator.settings, aggregator.client, {
        userId: request.userId,
        game: { id: game.id, gameCode: game.gameCode },
        mobile,
        clientAddress: request.ip,
        lobbyUrl: `${publicOrigin}/admin/games`,
        now: app.clock(),
      });
      if (!answer.ok) {
        request.log.warn({ gameId: game.id, reason: answer.reason }, 'game url refused');
        throw new HttpError(502, messages.gameLaunchFailed);
      }
      return { link: aggregator.frameLink(answer.url) };
    },
  );

  // The player's own return beside the game's RTP (docs/product.md#my-play):
  // settled rounds only, so an open bet is not counted as lost.
  app.get(
    '/api/casino-games/:id/my-return',
    {
      preValidation: app.authenticate,
      schema: { params: gameIdPathSchema, response: { 200: myReturnResponseSchema } },
    },
    async (request) => {
      const game = await existingGame(app.db, request.params.id);
      const rounds = (await gameRounds(app.db, request.userId, game.id))
        .filter((round) => round.settled)
        .map((round) => ({
          staked: round.bets_cents - round.rollbacks_cents,
          returned: round.wins_cents,
        }))
        .filter((round) => round.staked > 0);
      const observed = observedReturn(rounds);
      return {
        gameId: game.id,
        rtp: game.rtpPercent,
        rounds: rounds.length,
        minRounds: MIN_RETURN_ROUNDS,
        stakedCents: rounds.reduce((sum, round) => sum + round.staked, 0),
        returnedCents: rounds.reduce((sum, round) => sum + round.returned, 0),
        observed:
          observed === null
            ? null
            : {
                ratio: observed.ratio,
                lower: observed.lower,
                upper: observed.upper,
                rounds: observed.rounds,
              },
      };
    },
  );
}
