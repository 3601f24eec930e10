import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updatePasswordHash } from '#/accounts/accounts-repository.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import { consumeLink, expireLinks } from '#/auth/one-time-links-repository.js';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword } from '#/auth/passwords.js';
import { hashToken } from '#/auth/tokens.js';
import { Invalid } from '#/domain-errors.js';
import { perIpLimit } from '#/http/rate-limits.js';

/** Reset requests per address per minute; each may cost the operator an e-mail. */
export const RESET_REQUESTS_PER_IP_PER_MINUTE = 5;

export function passwordResetRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const mailer = app.passwordResetMailer;

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
      schema: { body: passwordResetConfirmSchema, response: { 200: accountMessageResponseSchema } },
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
}
