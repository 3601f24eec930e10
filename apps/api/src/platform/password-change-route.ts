import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  passwordChangeRequestSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPasswordHash, updatePasswordHash } from '#/accounts/accounts-repository.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import { expireLinks } from '#/auth/one-time-links-repository.js';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword, verifyPassword } from '#/auth/passwords.js';
import { bearerToken, hashToken } from '#/auth/tokens.js';
import { Forbidden } from '#/domain-errors.js';
import { perIpLimit } from '#/http/rate-limits.js';

export function passwordChangeRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  app.post(
    '/api/auth/password',
    {
      preValidation: app.authenticate,
      config: { rateLimit: perIpLimit(10, authMessages.tooManyLoginAttempts) },
      schema: {
        body: passwordChangeRequestSchema,
        response: { 200: accountMessageResponseSchema },
      },
    },
    async (request) => {
      const { body, userId } = request;
      const stored = await loadPasswordHash(db, userId);
      if (!(await verifyPassword(body.current_password, stored)))
        throw Forbidden.field('current_password', authMessages.currentPasswordWrong);
      refuseGuessablePassword(body.password);
      const hash = await hashPassword(body.password, config.SCRYPT_LOG_N);
      const token = bearerToken(request.headers.authorization);
      const now = new Date(app.clock());
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, userId, hash);
        await expireLinks(tx, 'password_resets', userId, now);
        await endAccountSessions(tx, userId, now, token === null ? null : hashToken(token));
      });
      request.log.info({ userId }, 'password changed');
      return { message: authMessages.passwordChanged };
    },
  );
}
