// Password change, reset by e-mail and "Sair de todos os dispositivos"
// (docs/product/accounts.md#password-change-and-reset). Each also ends every game-session
// token.
import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPasswordHash, updatePasswordHash } from '../accounts/index.js';
import { endAccountSessions } from '../auth/account-sessions.js';
import { consumeLink, expireLinks } from '../auth/index.js';
import { refuseGuessablePassword } from '../auth/password-strength.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { bearerToken, hashToken } from '../auth/tokens.js';
import { Forbidden, Invalid } from '../domain-errors.js';
import { perIpLimit } from '../http/rate-limits.js';

/** Reset requests per address per minute; each may cost the operator an e-mail. */
export const RESET_REQUESTS_PER_IP_PER_MINUTE = 5;

export function passwordRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const mailer = app.passwordResetMailer;
  const answer = { 200: accountMessageResponseSchema };

  app.post(
    '/api/auth/password',
    {
      preValidation: app.authenticate,
      config: { rateLimit: perIpLimit(10, authMessages.tooManyLoginAttempts) },
      schema: { body: passwordChangeRequestSchema, response: answer },
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

  app.post(
    '/api/auth/password-reset',
    {
      config: {
        rateLimit: perIpLimit(
          RESET_REQUESTS_PER_IP_PER_MINUTE,
          authMessages.passwordResetRateLimited,
        ),
      },
      schema: { body: passwordResetRequestSchema, response: { 202: accountMessageResponseSchema } },
    },
    async (request, reply) => {
      mailer.request(request.body.email);
      return reply.status(202).send({ message: authMessages.passwordResetRequested });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: {
        rateLimit: perIpLimit(
          RESET_REQUESTS_PER_IP_PER_MINUTE,
          authMessages.passwordResetRateLimited,
        ),
      },
      schema: { body: passwordResetConfirmSchema, response: answer },
    },
    async (request) => {
      const { body } = request;
      const hash = await hashPassword(body.password, config.SCRYPT_LOG_N);
      const now = new Date(app.clock());
      const userId = await db.transaction(async (tx) => {
        // Undefined for a used, expired or unknown link, or a closed account's.
        const account = await consumeLink(tx, 'password_resets', hashToken(body.token), now);
        if (account === undefined) throw Invalid.field('token', authMessages.passwordResetInvalid);
        // A dead link is said first; refusing rolls back, so a live link stays usable.
        refuseGuessablePassword(body.password);
        await updatePasswordHash(tx, account.id, hash);
        await expireLinks(tx, 'password_resets', account.id, now);
        await endAccountSessions(tx, account.id, now);
        return account.id;
      });
      request.log.info({ userId }, 'password reset');
      return { message: authMessages.passwordResetDone };
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    { preValidation: app.authenticate, schema: { response: answer } },
    async (request) => {
      const now = new Date(app.clock());
      await db.transaction((tx) => endAccountSessions(tx, request.userId, now));
      request.log.info({ userId: request.userId }, 'signed out everywhere');
      return { message: authMessages.signedOutEverywhere };
    },
  );
}
