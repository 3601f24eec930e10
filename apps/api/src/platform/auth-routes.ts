import { authMessages } from '@velas/domain/messages/auth';
import { kycMessages } from '@velas/domain/messages/kyc';
import { protectionRefusals } from '@velas/domain/protection';
import { loginRequestSchema, loginResponseSchema } from '@velas/domain/schemas/auth';
import { noContentSchema } from '@velas/domain/schemas/common';
import { checkLogin } from '@velas/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCredentials } from '#/accounts/accounts-repository.js';
import { claimLoginAttempt, clearLoginFailures } from '#/auth/login-throttle.js';
import { decoyPasswordHash, verifyPassword } from '#/auth/passwords.js';
import { issueToken, revokeToken } from '#/auth/sessions.js';
import { bearerToken } from '#/auth/tokens.js';
import { Forbidden, Throttled, Unauthenticated } from '#/domain-errors.js';
import { addressKey } from '#/http/address-key.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { DEVICE_COOKIE, type DeviceKeys } from './device-cookie.js';
import { trustedDevice, trustThisDevice } from './device-trust.js';

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
      const { body } = request;
      const now = app.clock();
      const cookie = request.cookies[DEVICE_COOKIE];
      const login = { account: body.email, address: addressKey(request.ip), now, config };
      const device = await trustedDevice(db, { ...login, keys: devices, cookie });
      const attempt = await claimLoginAttempt(db, { ...login, device });
      if (!attempt.allowed) {
        app.metrics.loginThrottled.inc();
        throw new Throttled(authMessages.tooManyLoginAttempts);
      }

      const user = await findCredentials(db, body.email);
      const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoy()));
      // The attempt was recorded as a failure before the check; it stays one.
      if (user === null || !matches) throw new Unauthenticated(authMessages.loginFailed);
      // Said only to whoever knows the password; anyone else gets the usual failure.
      if (user.closedAt !== null)
        throw new Forbidden(
          user.closedReason === 'cpf_claimed'
            ? kycMessages.accountClosedByCpfClaim
            : protectionRefusals.accountClosed,
        );
      // The first sign-in of the São Paulo day consults the regulator's list;
      // it never refuses the sign-in (barred-list-checks/barred-list-checks.ts).
      await app.barredList.checks.atSignIn(user.id);
      await clearLoginFailures(db, { ...login, device: attempt.device });
      await trustThisDevice(db, reply, { ...login, keys: devices, previous: attempt.device });
      const issued = await issueToken(db, user.id, now, config.TOKEN_TTL_SECONDS);
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
