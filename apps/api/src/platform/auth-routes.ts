// POST api/auth/login, api/auth/logout, api/auth/register, api/validate/document (spec §7).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '@velas/domain/messages';
import {
  documentValidationRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  type DocumentValidationResponse,
  type LoginResponse,
  type RegisterResponse,
} from '@velas/domain/schemas/auth';
import { checkLogin } from '@velas/domain/validation';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { issueToken, revokeToken } from '../auth/sessions.js';
import { bearerToken } from '../auth/tokens.js';
import { HttpError } from '../http/http-error.js';
import { perIpLimit } from '../http/rate-limits.js';
import { validate } from '../http/validate.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';

export function authRoutes(app: FastifyInstance): void {
  const { config, db } = app;
  // Compared against when the email is unknown, so both failures take as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () =>
    (decoyHash ??= hashPassword(randomBytes(16).toString('hex'), config.SCRYPT_LOG_N));

  app.post(
    '/api/auth/login',
    { config: { rateLimit: perIpLimit(config.LOGIN_MAX_PER_IP_PER_MINUTE) } },
    async (request): Promise<LoginResponse> => {
      const raw = (request.body ?? {}) as { email?: unknown; password?: unknown };
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const blank = checkLogin({ email: text(raw.email), password: text(raw.password) });
      if (blank !== null) throw new HttpError(400, blank, { email: [blank], password: [blank] });
      const body = validate(loginRequestSchema, request.body);

      const now = app.clock();
      const attempt = await claimLoginAttempt(db, body.email, request.ip, now, config);
      if (!attempt.allowed) throw new HttpError(429, messages.tooManyLoginAttempts);

      const { rows } = await db.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE email = $1',
        [body.email],
      );
      const user = rows[0];
      const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoy()));
      // The attempt was recorded as a failure before the check; it stays one.
      if (user === undefined || !matches) throw new HttpError(401, messages.loginFailed);
      await clearLoginFailures(db, body.email);
      const issued = await issueToken(db, user.id, now, config.TOKEN_TTL_SECONDS);
      return {
        access_token: issued.token,
        token_type: 'Bearer',
        expires_in: config.TOKEN_TTL_SECONDS,
        expirationDate: issued.expiresAt.toISOString(),
      };
    },
  );

  app.post('/api/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token !== null) await revokeToken(db, token, app.clock());
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/register',
    { config: { rateLimit: perIpLimit(20, messages.registrationFailed) } },
    async (request, reply) => {
      const body = validate(registerRequestSchema, request.body);
      // Name and birthday come from the document check, never from the form (spec §2).
      const person = await app.providers.documents.lookup(body.document);
      if (person === null) throw HttpError.field(422, 'document', messages.cpfNotValidated);

      const taken = await db.query<{ email: string; cpf: string }>(
        'SELECT email, cpf FROM users WHERE email = $1 OR cpf = $2',
        [body.email, body.document],
      );
      const errors: Record<string, string[]> = {};
      if (taken.rows.some((row) => row.email === body.email)) errors.email = [messages.emailTaken];
      if (taken.rows.some((row) => row.cpf === body.document))
        errors.document = [messages.cpfTaken];
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, messages.registrationFailed, errors);

      const inserted = await db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, cpf, birth_date, phone, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          body.email,
          await hashPassword(body.password, config.SCRYPT_LOG_N),
          person.name,
          body.document,
          person.birthday,
          body.phone,
          new Date(app.clock()),
        ],
      );
      const id = inserted.rows[0]?.id;
      // Lost a race with an identical registration.
      if (id === undefined)
        throw new HttpError(422, messages.registrationFailed, { email: [messages.emailTaken] });
      const response: RegisterResponse = { id, message: messages.registrationSucceeded };
      return reply.status(201).send(response);
    },
  );

  app.post(
    '/api/validate/document',
    { config: { rateLimit: perIpLimit(30, messages.cpfCheckFailed) } },
    async (request): Promise<DocumentValidationResponse> => {
      const body = validate(documentValidationRequestSchema, request.body);
      const person = await app.providers.documents.lookup(body.document);
      if (person === null) throw HttpError.field(422, 'document', messages.cpfNotValidated);
      return person;
    },
  );
}
