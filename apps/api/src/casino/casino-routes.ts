// GET v2/casino-games/category (the catalogue), the tile images, and
// GET api/casino-games/:id/start (spec §7).
import type { FastifyInstance } from 'fastify';
import { messages } from '@velas/domain/messages';
import {
  gameIdPathSchema,
  gameStartQuerySchema,
  type Category,
  type GameStartResponse,
} from '@velas/domain/schemas/casino';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { validate } from '../http/validate.js';
import { loadAccount } from '../platform/profile.js';
import { demoGamePage } from './demo-game-page.js';
import { TILE_VARIANTS, tileSvg } from './tile-image.js';

const tilePathSchema = gameIdPathSchema.extend({ variant: z.enum(TILE_VARIANTS) });

interface GameRow {
  category_id: number;
  category_name: string;
  category_position: number;
  id: number | null;
  name: string | null;
}

async function findGame(app: FastifyInstance, id: number): Promise<{ id: number; name: string }> {
  const { rows } = await app.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM casino_games WHERE id = $1',
    [id],
  );
  const game = rows[0];
  if (game === undefined) throw new HttpError(404, messages.notFound);
  return game;
}

/**
 * Absolute, on the configured public origin: never built from the request's
 * Host header, which a client (or a cache in front of the api) controls (issue 14 §4h).
 */
function tileBase(publicOrigin: string, gameId: number): string {
  return `${publicOrigin}/v2/casino-games/images/${String(gameId)}/`;
}

export function casinoRoutes(app: FastifyInstance): void {
  const publicOrigin = new URL(app.config.APP_ORIGIN).origin;
  app.get('/v2/casino-games/category', async (): Promise<Category[]> => {
    const { rows } = await app.db.query<GameRow>(
      `SELECT c.id AS category_id, c.name AS category_name, c.position AS category_position, g.id, g.name
       FROM casino_categories c LEFT JOIN casino_games g ON g.category_id = c.id
       ORDER BY c.position, c.id, g.position, g.id`,
    );
    const categories = new Map<number, Category>();
    for (const row of rows) {
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
        category.games.push({ id: row.id, name: row.name, image: tileBase(publicOrigin, row.id) });
      }
    }
    return [...categories.values()];
  });

  app.get('/v2/casino-games/images/:id/:variant', async (request, reply) => {
    const { id, variant } = validate(tilePathSchema, request.params);
    const game = await findGame(app, id);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(tileSvg(game, variant));
  });

  app.get(
    '/api/casino-games/:id/start',
    { preHandler: app.authenticate },
    async (request): Promise<GameStartResponse> => {
      const { id } = validate(gameIdPathSchema, request.params);
      const query = validate(gameStartQuerySchema, request.query);
      const game = await findGame(app, id);
      const account = await loadAccount(app.db, request.userId);
      // Like a real betting house, games open only for verified players (spec §8).
      if (account.kyc_status !== 'approved')
        throw new HttpError(403, messages.gameStartNeedsVerification);
      return { link: demoGamePage(game.name, query.isMobileDevice === '1') };
    },
  );
}
