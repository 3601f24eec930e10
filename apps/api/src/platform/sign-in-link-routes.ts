import { authMessages } from '@velas/domain/messages/auth';
import {
  accountMessageResponseSchema,
  signInLinkConfirmSchema,
  signInLinkRequestSchema,
  signInLinkResponseSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeLink } from '#/auth/one-time-links-repository.js';
import { issueToken } from '#/auth/sessions.js';
import { hashToken } from '#/auth/tokens.js';
import { Invalid } from '#/domain-errors.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { DEVICE_COOKIE, type DeviceKeys } from './device-cookie.js';
import { trustedDevice, trustThisDevice } from './device-trust.js';
import { RESET_REQUESTS_PER_IP_PER_MINUTE } from './password-reset-routes.js';

export function signInLinkRoutes(
  instance: FastifyInstance,
  { devices }: { devices: DeviceKeys },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
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
      const now = app.clock();
      const tokenHash = hashToken(request.body.token);
      const account = await consumeLink(db, 'sign_in_links', tokenHash, new Date(now));
      if (account === undefined) throw Invalid.field('token', authMessages.signInLinkInvalid);
      // The first sign-in of the São Paulo day consults the regulator's list;
      // it never refuses the sign-in (barred-list-checks/barred-list-checks.ts).
      await app.barredList.checks.atSignIn(account.id);
      const cookie = request.cookies[DEVICE_COOKIE];
      const device = { keys: devices, account: account.email, now, config };
      const previous = await trustedDevice(db, { ...device, cookie });
      await trustThisDevice(db, reply, { ...device, previous });
      const issued = await issueToken(db, account.id, now, config.TOKEN_TTL_SECONDS);
      request.log.info({ userId: account.id }, 'signed in with a link');
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: config.TOKEN_TTL_SECONDS,
        expirationDate: issued.expiresAt.toISOString(),
        email: account.email,
      };
    },
  );
}
