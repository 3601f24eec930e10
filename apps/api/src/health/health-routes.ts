// The probes (docs/operations.md#health):
// - GET /health: 200 when the database answers, 503 when it doesn't (what the
//   e2e harness, the benchmarks and older load balancers already poll);
// - GET /health/live: the process answers (restart it when this fails);
// - GET /health/ready: database, migrations, settings and round feed; public,
//   so it answers only ready or not (send it no traffic while this fails);
// - GET /ops-api/ready (the operator's key): each check, naming what failed.
//   Each new set of failures is logged once, with the same details.
import { messages } from '@velas/domain/messages';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessDetailsSchema,
  readinessResponseSchema,
  type ReadinessDetails,
} from '@velas/domain/schemas/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import { operatorOnly } from '../http/operator-key.js';
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

  // A probe every few seconds: the same failures are logged once, not at every poll.
  let lastLogged = '';
  const checked = async (): Promise<ReadinessDetails> => {
    const details = await readiness(app);
    const failed = Object.entries(details.checks).filter(([, check]) => !check.ok);
    const summary = JSON.stringify(failed);
    if (summary !== lastLogged && failed.length > 0)
      app.log.warn({ checks: Object.fromEntries(failed) }, 'not ready');
    else if (summary !== lastLogged) app.log.info('ready again');
    lastLogged = summary;
    return details;
  };

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const { status } = await checked();
      return status === 'ready'
        ? reply.code(200).send({ status })
        : reply.code(503).send({ status, reason: messages.readyNotReady });
    },
  );

  const key = app.config.OPERATOR_API_KEY;
  if (key === undefined) return;
  app.get(
    '/ops-api/ready',
    {
      preHandler: operatorOnly(key, app.config.OPERATOR_API_KEY_PREVIOUS),
      schema: { response: { 200: readinessDetailsSchema, 503: readinessDetailsSchema } },
    },
    async (_request, reply) => {
      const details = await checked();
      return reply.code(details.status === 'ready' ? 200 : 503).send(details);
    },
  );
}
