import {
  kycResultRequestSchema,
  kycResultResponseSchema,
  sessionPathSchema,
} from '@velas/domain/schemas/kyc';
import { depositIdSchema, depositResponseSchema } from '@velas/domain/schemas/wallet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kycVerdict,
  payDeposit,
  sendSigned,
  type DemoProviders,
  type Refusal,
} from './demo-provider-actions.js';
import { demoWithdrawalRoutes } from './demo-withdrawal-routes.js';

/** The callback route's refusal is the demo's answer, status and all. */
function relay(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.status(refusal.status).send(refusal.body);
}

export function demoProviderRoutes(
  instance: FastifyInstance,
  { secret }: { secret: string },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps: DemoProviders = {
    db: app.db,
    clock: app.clock,
    payouts: app.payouts,
    sendSigned: (url, event) => sendSigned(app, secret, url, event),
  };

  app.post(
    '/api/deposits/:id/pay',
    {
      preValidation: app.authenticate,
      schema: { params: depositIdSchema, response: { 200: depositResponseSchema } },
    },
    async (request, reply) => {
      const answer = await payDeposit(deps, request.userId, request.params.id);
      return 'refused' in answer ? relay(reply, answer.refused) : answer;
    },
  );

  demoWithdrawalRoutes(app, deps);

  app.post(
    '/kyc-api/demo/sessions/:sessionId/verdict',
    {
      schema: {
        params: sessionPathSchema,
        body: kycResultRequestSchema,
        response: { 200: kycResultResponseSchema },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const answer = await kycVerdict(deps, sessionId, request.body);
      if ('refused' in answer) return relay(reply, answer.refused);
      return { session_id: sessionId, result: answer.verdict };
    },
  );
}
