import { categoriesResponseSchema, gameIdPathSchema } from '@velas/domain/schemas/casino';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueCategories, tileOf } from './casino-games.js';
import { TILE_VARIANTS, tileSvg } from './tile-image.js';

const tilePathSchema = gameIdPathSchema.extend({ variant: z.enum(TILE_VARIANTS) });

export function catalogueRoutes(instance: FastifyInstance, publicOrigin: string): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

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
}
