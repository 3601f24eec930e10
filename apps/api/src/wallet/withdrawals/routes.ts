import { toCents } from '@velas/domain/money';
import {
  withdrawalsResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '@velas/domain/schemas/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestWithdrawal } from './requests.js';
import { latestWithdrawals } from './timeline.js';

export function withdrawalRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const options = {
    preValidation: app.authenticate,
    config: { idempotency: 'withdraw' as const },
    schema: { body: withdrawRequestSchema, response: { 200: withdrawResponseSchema } },
  };
  app.post('/api/withdraws', options, async (request, reply) => {
    const { body } = request;
    const outcome = await request.idempotency.transaction(async (tx) => {
      const requested = await requestWithdrawal(
        tx,
        {
          userId: request.userId,
          amountCents: toCents(body.amount),
          pixType: body.pixType,
          pixKey: body.pixKey,
        },
        { mode: app.settings.mode, brakes: app.settings.operator.moneyOut },
        app.clock(),
      );
      app.payouts.sendAfterCommit(requested.payoutId, request.log);
      return { status: 200 as const, body: requested.response };
    });
    return reply.status(outcome.status).send(outcome.body);
  });

  const listOptions = {
    preValidation: app.authenticate,
    schema: { response: { 200: withdrawalsResponseSchema } },
  };
  app.get('/api/withdraws', listOptions, async (request) => ({
    data: await latestWithdrawals(app.db, request.userId),
    now: new Date(app.clock()).toISOString(),
  }));
}
