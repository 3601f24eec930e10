// GET api/presence: how many players were seen in the presence window.
import { PRESENCE_WINDOW_SECONDS } from '@velas/domain/constants';
import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countOnline } from '#/auth/presence-repository.js';

export function presenceRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.get(
    '/api/presence',
    { preValidation: app.authenticate, schema: { response: { 200: presenceResponseSchema } } },
    async () => ({ online: await countOnline(db, app.clock(), PRESENCE_WINDOW_SECONDS) }),
  );
}
