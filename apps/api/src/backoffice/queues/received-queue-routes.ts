import { idParamsSchema, reasonBodySchema } from '@velas/domain/schemas/backoffice/common';
import {
  refundResendResponseSchema,
  uncreditedPaymentsResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decisionRoute } from './decision-route.js';
import { resendRefund, uncreditedQueue } from './received-queue.js';

export function receivedQueueRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/queues/received',
    {
      config: { permission: 'received.queue' },
      schema: { response: { 200: uncreditedPaymentsResponseSchema } },
    },
    () => uncreditedQueue(app.db, app.clock()),
  );
  decisionRoute(app, '/queues/received/:id/resend', {
    permission: 'received.resend',
    freshTotp: true,
    params: idParamsSchema,
    body: reasonBodySchema,
    answer: refundResendResponseSchema,
    decide: (call, { id }, { reason }) => resendRefund(app.payouts.context, call, id, reason),
  });
}
