import type { Cents } from '@velas/domain/money';
import {
  depositIdSchema,
  depositResponseSchema,
  openDepositsResponseSchema,
} from '@velas/domain/schemas/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancelDeposit, findDeposit, listOpenDeposits } from './deposits.js';

export function ownDepositsRoutes(instance: FastifyInstance, minimum: Cents): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const ownDeposit = {
    preValidation: app.authenticate,
    schema: { params: depositIdSchema, response: { 200: depositResponseSchema } },
  };

  // A static path: find-my-way matches it before the `:id` route below.
  app.get(
    '/api/deposits/open',
    { preValidation: app.authenticate, schema: { response: { 200: openDepositsResponseSchema } } },
    async (request) => {
      const now = app.clock();
      return {
        data: await listOpenDeposits(db, request.userId, now),
        now: new Date(now).toISOString(),
        minimum,
      };
    },
  );

  app.get('/api/deposits/:id', ownDeposit, async (request) => ({
    data: await findDeposit(db, request.userId, request.params.id, app.clock()),
  }));

  // Idempotent by itself (a cancelled charge stays cancelled): no key needed.
  app.post('/api/deposits/:id/cancel', ownDeposit, async (request) => ({
    data: await cancelDeposit(db, request.userId, request.params.id, app.clock()),
  }));
}
