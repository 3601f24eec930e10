// GET /ops-api/audit?userId=&after=&limit=: one player's audit trail, oldest
// first, for the operator's key only (docs/operations.md#audit-trail). Not
// registered without OPERATOR_API_KEY.
import { auditQuerySchema, auditResponseSchema } from '@velas/domain/schemas/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorOnly } from '../http/operator-key.js';
import { auditRowsOf } from './audit-repository.js';

export function auditRoutes(instance: FastifyInstance): void {
  const key = instance.config.OPERATOR_API_KEY;
  if (key === undefined) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ops-api/audit',
    {
      preHandler: operatorOnly(key, app.config.OPERATOR_API_KEY_PREVIOUS),
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
    },
    async (request) => {
      const { userId, after, limit } = request.query;
      const rows = await auditRowsOf(app.db, userId, after, limit);
      return {
        events: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          userId: row.user_id,
          actor: row.actor,
          category: row.category,
          action: row.action,
          amountCents: row.amount_cents,
          details: row.details,
          requestId: row.request_id,
        })),
      };
    },
  );
}
