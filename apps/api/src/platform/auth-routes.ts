import { loginRequestSchema, loginResponseSchema } from '@velas/domain/schemas/auth';
import { noContentSchema } from '@velas/domain/schemas/common';
import { checkLogin } from '@velas/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decoyPasswordHash } from '#/auth/passwords.js';
import { revokeToken } from '#/auth/sessions.js';
import { bearerToken } from '#/auth/tokens.js';
import { addressKey } from '#/http/address-key.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { DEVICE_COOKIE, type DeviceKeys } from './device-cookie.js';
import { signIn } from './sign-in.js';

/**
 * A blank email or password answers the login screen's one message on both
 * fields (docs/product/accounts.md#accounts-and-sign-in, docs/product/registration.md#registration) before the
 * format of either is looked at.
 */
const loginBodySchema = z
  .unknown()
  .check((context) => {
    const raw = (context.value ?? {}) as { email?: unknown; password?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const blank = checkLogin({ email: text(raw.email), password: text(raw.password) });
    if (blank === null) return;
    for (const field of ['email', 'password'])
      context.issues.push({ code: 'custom', input: context.value, path: [field], message: blank });
  })
  .pipe(loginRequestSchema);

/** `devices`: the keys of the device cookies (device-cookie.ts). */
export function authRoutes(instance: FastifyInstance, { devices }: { devices: DeviceKeys }): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  // Compared against when the email is unknown, so both failures take as long.
  const decoy = decoyPasswordHash(config.SCRYPT_LOG_N);

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: perIpLimit(config.LOGIN_MAX_PER_IP_PER_MINUTE) },
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const issued = await signIn(app, reply, {
        email: request.body.email,
        password: request.body.password,
        address: addressKey(request.ip),
        cookie: request.cookies[DEVICE_COOKIE],
        devices,
        decoy,
        now: app.clock(),
      });
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: config.TOKEN_TTL_SECONDS,
        expirationDate: issued.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { preValidation: app.authenticate, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token !== null) await revokeToken(db, token, app.clock());
      return reply.status(204).send(null);
    },
  );
}
