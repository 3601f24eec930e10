// GET /reconciliation?date=AAAA-MM-DD on the ops listener: the reconcile
// command's report for a São Paulo day (reconciliation.ts).
import { saoPauloToday } from '@velas/domain/calendar';
import {
  reconciliationQuerySchema,
  reconciliationResponseSchema,
} from '@velas/domain/schemas/backoffice/reconciliation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportSource } from '../../oversight/report-source.js';
import { reconciliationOfDay } from './reconciliation.js';

export function reconciliationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reportOf = reportSource(app.settings, app.db);
  app.get(
    '/reconciliation',
    {
      config: { permission: 'reconciliation.view' },
      schema: {
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationResponseSchema },
      },
    },
    (request) =>
      reconciliationOfDay(app.db, request.query.date ?? saoPauloToday(app.clock()), reportOf),
  );
  return Promise.resolve();
}
