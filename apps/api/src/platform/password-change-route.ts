import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  passwordChangeRequestSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '#/auth/tokens.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { changePassword } from './password-change.js';

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
      await changePassword(db, {
        userId,
        currentPassword: body.current_password,
        password: body.password,
        sessionToken: bearerToken(request.headers.authorization),
        scryptLogN: config.SCRYPT_LOG_N,
        now: app.clock(),
      });
      request.log.info({ userId }, 'password changed');
      return { message: authMessages.passwordChanged };
    },
  );
}
