// POST api/auth/login, api/auth/logout, api/auth/register, api/validate/document
// (docs/product.md#accounts-and-sign-in, #registration).
import { messages } from '@velas/domain/messages';
import { protectionMessages } from '@velas/domain/protection';
import {
  documentValidationRequestSchema,
  documentValidationResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@velas/domain/schemas/auth';
import { checkLogin } from '@velas/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCredentials, findTaken, insertAccount } from '../accounts/accounts-repository.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { issueToken, revokeToken } from '../auth/sessions.js';
import { bearerToken } from '../auth/tokens.js';
import { addressKey } from '../http/address-key.js';
import { HttpError } from '../http/http-error.js';
import { perIpLimit } from '../http/rate-limits.js';
import { cpfHolding } from '../kyc/cpf-claims-repository.js';
import { chooseLimits } from '../protection/protection.js';
import { DEVICE_COOKIE, type DeviceKeys } from './device-cookie.js';
import { trustedDevice, trustThisDevice } from './device-trust.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';
import { maskedName } from './masked-name.js';

const DAY_MS = 86_400_000;

/**
 * A blank email or password answers the login screen's one message on both
 * fields (docs/product.md#accounts-and-sign-in, #registration) before the
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
export function authRoutes(instance: FastifyInstance, devices: DeviceKeys): void {
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
      const address = addressKey(request.ip);
      const cookie = request.cookies[DEVICE_COOKIE];
      const device = await trustedDevice(db, devices, body.email, cookie, now, config);
      const attempt = await claimLoginAttempt(db, body.email, address, now, config, device);
      if (!attempt.allowed) {
        app.metrics.loginThrottled.inc();
        throw new HttpError(429, messages.tooManyLoginAttempts);
      }

      const user = await findCredentials(db, body.email);
      const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoy()));
      // The attempt was recorded as a failure before the check; it stays one.
      if (user === null || !matches) throw new HttpError(401, messages.loginFailed);
      // Said only to whoever knows the password; anyone else gets the usual failure.
      if (user.closed_at !== null)
        throw new HttpError(
          403,
          user.closed_reason === 'cpf_claimed'
            ? messages.accountClosedByCpfClaim
            : protectionMessages.accountClosed,
        );
      await clearLoginFailures(db, body.email, address, now, attempt.device);
      await trustThisDevice(db, reply, devices, body.email, attempt.device, now, config);
      const issued = await issueToken(db, user.id, now, config.TOKEN_TTL_SECONDS);
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: config.TOKEN_TTL_SECONDS,
        expirationDate: issued.expiresAt.toISOString(),
      };
    },
  );

  app.post('/api/auth/logout', { preValidation: app.authenticate }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token !== null) await revokeToken(db, token, app.clock());
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: perIpLimit(20, messages.registrationFailed) },
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const { body } = request;
      // Name and birthday come from the document check, never from the form
      // (docs/product.md#registration).
      const person = await app.providers.documents.lookup(body.document);
      if (person === null) throw HttpError.field(422, 'document', messages.cpfNotValidated);

      const taken = await findTaken(db, body.email, body.document);
      // A CPF an unverified account holds may be claimed (docs/product.md#cpf-claim).
      const holding = taken.cpf ? await cpfHolding(db, body.document) : 'free';
      const claim = holding === 'claimable' && body.claimCpf === true;
      const errors: Record<string, string[]> = {};
      if (taken.email) errors.email = [messages.emailTaken];
      if (holding === 'verified') errors.document = [messages.cpfTaken];
      if (holding === 'claimable' && !claim) errors.document = [messages.cpfClaimable];
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, messages.registrationFailed, errors);

      const id = await insertAccount(db, {
        email: body.email,
        passwordHash: await hashPassword(body.password, config.SCRYPT_LOG_N),
        name: person.name,
        cpf: body.document,
        birthday: person.birthday,
        phone: body.phone,
        createdAt: new Date(app.clock()),
        claimant: claim,
      });
      // Lost a race with an identical registration.
      if (id === null)
        throw new HttpError(422, messages.registrationFailed, { email: [messages.emailTaken] });
      // Without limits the account must choose them before anything else (protection-hook.ts).
      const { limits } = body;
      if (limits !== undefined)
        await db.transaction((tx) => chooseLimits(tx, id, limits, app.clock()));
      return reply.status(201).send({ id, message: messages.registrationSucceeded });
    },
  );

  app.post(
    '/api/validate/document',
    {
      // A daily budget per address: each miss of the cache is a paid call.
      config: {
        rateLimit: perIpLimit(
          config.DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY,
          messages.cpfCheckDailyLimit,
          DAY_MS,
        ),
      },
      schema: {
        body: documentValidationRequestSchema,
        response: { 200: documentValidationResponseSchema },
      },
    },
    async (request) => {
      const person = await app.providers.documents.lookup(request.body.document);
      if (person === null) throw HttpError.field(422, 'document', messages.cpfNotValidated);
      // Anonymous: only what the form shows, never the birth date.
      return { name: maskedName(person.name) };
    },
  );
}
