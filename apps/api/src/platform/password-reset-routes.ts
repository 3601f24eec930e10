import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perIpLimit } from '#/http/rate-limits.js';
import { resetPassword } from './password-reset.js';

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
      const userId = await resetPassword(db, {
        token: request.body.token,
        password: request.body.password,
        scryptLogN: config.SCRYPT_LOG_N,
        now: app.clock(),
      });
      request.log.info({ userId }, 'password reset');
      return { message: authMessages.passwordResetDone };
    },
  );
}
