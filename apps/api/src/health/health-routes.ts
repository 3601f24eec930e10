// /health/ready is public, so it answers only ready or not; the details are the
// ops listener's (docs/operations/health.md#health).
import { commonMessages } from '@velas/domain/messages/common';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@velas/domain/schemas/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseHealth, loggedReadiness } from './readiness.js';

export function healthRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (request) =>
    databaseHealth(app, { log: request.log }),
  );

  app.get('/health/live', { schema: { response: { 200: livenessResponseSchema } } }, () => ({
    status: 'live' as const,
  }));

  const checked = loggedReadiness(app);

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const { status } = await checked();
      return status === 'ready'
        ? reply.code(200).send({ status })
        : reply.code(503).send({ status, reason: commonMessages.readyNotReady });
    },
  );
}
