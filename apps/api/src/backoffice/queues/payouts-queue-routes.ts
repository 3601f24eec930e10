import {
  payoutActionRequestSchema,
  payoutActionResponseSchema,
  stuckPayoutsResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisionRoute } from './decision-route.js';
import { actOnStuckPayout, stuckPayoutsQueue } from './payouts-queue.js';

const payoutParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

export function payoutsQueueRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/queues/payouts',
    {
      config: { permission: 'payouts.queue' },
      schema: { response: { 200: stuckPayoutsResponseSchema } },
    },
    () => stuckPayoutsQueue(app.db, app.clock()),
  );
  decisionRoute(app, '/queues/payouts/:id/act', {
    permission: 'payouts.decide',
    freshTotp: true,
    params: payoutParamsSchema,
    body: payoutActionRequestSchema,
    answer: payoutActionResponseSchema,
    decide: (call, { id }, body) => actOnStuckPayout(app.payouts.context, call, id, body),
  });
}
