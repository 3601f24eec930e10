// GET /health: 200 when the database answers, 503 when it doesn't.
import type { FastifyInstance } from 'fastify';
import { messages } from '@velas/domain/messages';
import { HttpError } from '../http/http-error.js';

export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', async (request) => {
    try {
      await app.db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, messages.serviceUnavailable);
    }
    return { status: 'ok', database: app.db.engine };
  });
}
