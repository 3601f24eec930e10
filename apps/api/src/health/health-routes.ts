// GET /health: 200 when the database answers, 503 when it doesn't.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@velas/domain/messages';
import { healthResponseSchema } from '@velas/domain/schemas/health';
import { HttpError } from '../http/http-error.js';
import { pingDatabase } from './health-repository.js';

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
}
