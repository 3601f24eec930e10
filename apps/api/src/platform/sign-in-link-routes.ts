import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  signInLinkConfirmSchema,
  signInLinkRequestSchema,
  signInLinkResponseSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perIpLimit } from '#/http/rate-limits.js';
import { DEVICE_COOKIE, type DeviceKeys } from './device-cookie.js';
import { RESET_REQUESTS_PER_IP_PER_MINUTE } from './password-reset-routes.js';
import { signInWithLink } from './sign-in-with-link.js';

export function signInLinkRoutes(
  instance: FastifyInstance,
  { devices }: { devices: DeviceKeys },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  // Limited like the password reset: each request may cost the operator an e-mail.
  const limit = perIpLimit(RESET_REQUESTS_PER_IP_PER_MINUTE, authMessages.signInLinkRateLimited);

  app.post(
    '/api/auth/sign-in-link',
    {
      config: { rateLimit: limit },
      schema: { body: signInLinkRequestSchema, response: { 202: accountMessageResponseSchema } },
    },
    async (request, reply) => {
      app.signInLinkMailer.request(request.body.email);
      return reply.status(202).send({ message: authMessages.signInLinkRequested });
    },
  );

  app.post(
    '/api/auth/sign-in-link/confirm',
    {
      config: { rateLimit: limit },
      schema: { body: signInLinkConfirmSchema, response: { 200: signInLinkResponseSchema } },
    },
    async (request, reply) => {
      const { issued, userId, email } = await signInWithLink(app, reply, {
        token: request.body.token,
        cookie: request.cookies[DEVICE_COOKIE],
        devices,
        now: app.clock(),
      });
      request.log.info({ userId }, 'signed in with a link');
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: config.TOKEN_TTL_SECONDS,
        expirationDate: issued.expiresAt.toISOString(),
        email,
      };
    },
  );
}
