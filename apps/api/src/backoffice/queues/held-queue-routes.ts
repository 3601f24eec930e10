import { doneSchema, idParamsSchema } from '@velas/domain/schemas/backoffice/common';
import {
  decisionRequestSchema,
  heldWithdrawalsResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '#/staff/staff-audit.js';
import { decisionRoute, thenDone } from './decision-route.js';
import { decideHeldWin, decideHeldWithdrawal, heldQueue } from './held-queue.js';

export function heldQueueRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/queues/withdrawals',
    {
      config: { permission: 'withdrawals.queue' },
      schema: { response: { 200: heldWithdrawalsResponseSchema } },
    },
    (request) => heldQueue(app.db, staffCall(request), app.settings.operator.moneyOut),
  );
  const decideById = { params: idParamsSchema, answer: doneSchema };
  decisionRoute(app, '/queues/withdrawals/:id/decide', {
    ...decideById,
    permission: 'withdrawals.decide',
    freshTotp: true,
    body: decisionRequestSchema,
    decide: thenDone((call, { id }, body) =>
      decideHeldWithdrawal(app.payouts.context, {
        call,
        id,
        decision: body,
        moneyOut: app.settings.operator.moneyOut,
      }),
    ),
  });
  decisionRoute(app, '/queues/wins/:id/decide', {
    ...decideById,
    permission: 'withdrawals.decide',
    freshTotp: true,
    body: decisionRequestSchema,
    decide: thenDone((call, { id }, body) =>
      decideHeldWin(app.db, { call, id, decision: body, moneyOut: app.settings.operator.moneyOut }),
    ),
  });
}
