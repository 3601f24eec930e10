import { readinessDetailsSchema } from '@velas/domain/schemas/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readiness } from '#/health/readiness.js';

export function machineRoutes(instance: FastifyInstance): void {
  if (instance.config.OPERATOR_API_KEY === undefined) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/ops-api/metrics', { config: { access: 'machine' } }, async (_request, reply) => {
    const { registry } = app.metrics;
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
  app.get(
    '/ops-api/ready',
    {
      config: { access: 'machine' },
      schema: { response: { 200: readinessDetailsSchema, 503: readinessDetailsSchema } },
    },
    async (_request, reply) => {
      const details = await readiness(app);
      return reply.code(details.status === 'ready' ? 200 : 503).send(details);
    },
  );
}
