import { BARRED_LIST_BASES } from '@velas/domain/barred-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barDemoAccount } from './demo-bar.js';

const demoBarRequestSchema = z.object({ bases: z.array(z.enum(BARRED_LIST_BASES)).min(1) });

export function demoBarRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/demo/impedidos/bar',
    { preValidation: app.authenticate, schema: { body: demoBarRequestSchema } },
    async (request, reply) => {
      await barDemoAccount(app, {
        userId: request.userId,
        bases: request.body.bases,
        now: app.clock(),
      });
      return reply.status(204).send();
    },
  );
}
