import { walletMessages } from '@velas/domain/messages/wallet';
import { int4Id } from '@velas/domain/schemas/common';
import { withdrawalResponseSchema } from '@velas/domain/schemas/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  failWithdrawal,
  takePayoutProviderDown,
  type DemoProviders,
} from './demo-provider-actions.js';

const withdrawalIdSchema = z.object({
  id: int4Id(walletMessages.withdrawNotFound),
});

export function demoWithdrawalRoutes(instance: FastifyInstance, deps: DemoProviders): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/withdraws/:id/simulate-failure',
    {
      preValidation: app.authenticate,
      schema: { params: withdrawalIdSchema, response: { 200: withdrawalResponseSchema } },
    },
    async (request) => ({ data: await failWithdrawal(deps, request.userId, request.params.id) }),
  );

  app.post(
    '/api/withdraws/:id/simulate-provider-down',
    {
      preValidation: app.authenticate,
      schema: { params: withdrawalIdSchema, response: { 200: withdrawalResponseSchema } },
    },
    async (request) => ({
      data: await takePayoutProviderDown(deps, request.userId, request.params.id),
    }),
  );
}
