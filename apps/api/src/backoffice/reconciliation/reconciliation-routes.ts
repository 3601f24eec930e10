import { saoPauloToday } from '@velas/domain/calendar';
import {
  reconciliationQuerySchema,
  reconciliationResponseSchema,
} from '@velas/domain/schemas/backoffice/reconciliation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportSource } from '#/reconciliation/aggregator-report-source.js';
import type { ReportSource } from '#/reconciliation/game-money.js';
import { reconciliationOfDay } from './reconciliation-of-day.js';

export interface ReconciliationOptions {
  /** The demo aggregator's report, handed in by the composition (reconciliation/aggregator-report-source.ts). */
  fakeReport: ReportSource | null;
}

export function reconciliationRoutes(
  instance: FastifyInstance,
  options: ReconciliationOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reportOf = reportSource(app.settings, options.fakeReport);
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
