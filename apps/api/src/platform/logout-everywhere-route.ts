import { authMessages } from '@velas/domain/messages/auth';
import { accountMessageResponseSchema } from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endAccountSessions } from '#/auth/account-sessions.js';

export function logoutEverywhereRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.post(
    '/api/auth/logout-everywhere',
    {
      preValidation: app.authenticate,
      schema: { response: { 200: accountMessageResponseSchema } },
    },
    async (request) => {
      const now = new Date(app.clock());
      await db.transaction((tx) => endAccountSessions(tx, request.userId, now));
      request.log.info({ userId: request.userId }, 'signed out everywhere');
      return { message: authMessages.signedOutEverywhere };
    },
  );
}
