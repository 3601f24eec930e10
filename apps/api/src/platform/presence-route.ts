// GET api/presence: how many players were seen in the presence window.
import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playersOnline } from './presence.js';

export function presenceRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.get(
    '/api/presence',
    { preValidation: app.authenticate, schema: { response: { 200: presenceResponseSchema } } },
    async () => ({ online: await playersOnline(db, app.clock()) }),
  );
}
