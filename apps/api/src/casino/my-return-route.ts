// Settled rounds only, so an open bet is not counted as lost.
import { gameIdPathSchema, myReturnResponseSchema } from '@velas/domain/schemas/casino';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myReturn } from './casino-games.js';

export function myReturnRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
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
