// The probes (docs/operations.md#health):
// - GET /health: 200 when the database answers, 503 when it doesn't (what the
//   e2e harness, the benchmarks and older load balancers already poll);
// - GET /health/live: the process answers (restart it when this fails);
// - GET /health/ready: database, migrations, settings and round feed, each
//   naming what failed (send it no traffic while this fails).
import { messages } from '@velas/domain/messages';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@velas/domain/schemas/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import { pingDatabase } from './health-repository.js';
import { readiness } from './readiness.js';

export function healthRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, messages.serviceUnavailable);
    }
    return { status: 'ok' as const, database: app.db.engine };
  });

  app.get('/health/live', { schema: { response: { 200: livenessResponseSchema } } }, () => ({
    status: 'live' as const,
  }));

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const answer = await readiness(app);
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
}
