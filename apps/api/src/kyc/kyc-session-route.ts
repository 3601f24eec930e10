import { HOUR_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import { kycSessionRequestSchema, kycSessionResponseSchema } from '@velas/domain/schemas/kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAndAddressLimits } from '#/auth/account-budgets.js';
import { startSession } from './kyc-sessions.js';

export function kycSessionRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const sessionLimits = accountAndAddressLimits(app, {
    budget: 'kyc_sessions',
    perAccount: app.config.KYC_SESSIONS_PER_ACCOUNT_PER_HOUR,
    message: commonMessages.tooManyKycSessions,
    windowMs: HOUR_MS,
  });
  app.post(
    '/kyc/session',
    {
      onRequest: sessionLimits.onRequest,
      preValidation: app.authenticate,
      preHandler: sessionLimits.preHandler,
      schema: { body: kycSessionRequestSchema, response: { 200: kycSessionResponseSchema } },
    },
    async (request) => {
      const { body } = request;
      const { id, widgetUrl } = await startSession(app, {
        userId: request.userId,
        cpf: body.cpf,
        flow: body.flow,
        betHouse: body.betHouse,
      });
      request.log.info({ userId: request.userId, flow: body.flow }, 'kyc session opened');
      return { session_id: id, widget_url: widgetUrl };
    },
  );
}
