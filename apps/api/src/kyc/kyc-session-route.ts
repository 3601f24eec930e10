import { HOUR_MS } from '@velas/domain/calendar';
import { onlyDigits } from '@velas/domain/documents';
import { commonMessages } from '@velas/domain/messages/common';
import { kycSessionRequestSchema, kycSessionResponseSchema } from '@velas/domain/schemas/kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAccount } from '#/accounts/accounts-repository.js';
import { accountAndAddressLimits } from '#/auth/account-budgets.js';
import { Forbidden } from '#/domain-errors.js';
import { newSessionId, openSession } from './kyc-sessions.js';

export function kycSessionRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
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
      const account = await loadAccount(db, request.userId);
      if (onlyDigits(body.cpf) !== account.cpf)
        throw Forbidden.field('cpf', commonMessages.cpfNotOwned);
      const id = newSessionId();
      // The provider first: a session it could not open is never stored as pending.
      const widgetUrl = await app.providers.kycWidgets.open({
        sessionId: id,
        userId: request.userId,
        flow: body.flow,
        cpf: account.cpf,
        name: account.name,
      });
      await db.transaction((tx) =>
        openSession(tx, {
          id,
          userId: request.userId,
          flow: body.flow,
          betHouse: body.betHouse,
          now: app.clock(),
        }),
      );
      request.log.info({ userId: request.userId, flow: body.flow }, 'kyc session opened');
      return { session_id: id, widget_url: widgetUrl };
    },
  );
}
