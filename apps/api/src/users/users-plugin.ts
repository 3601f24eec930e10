// The second backend (decisions §2), mounted at /users-api.
//
// POST users comes right after registration, before the person has a token.
// It is accepted only for an email registered on the platform that has no
// record yet, with that account's password and CPF, so nobody can create or
// squat someone else's record. The record's id is the platform user's id.
// GET/PUT users/:userId need the bearer token of that same user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SECOND_SYSTEM_ROLE } from '@velas/domain/constants';
import { onlyDigits } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import {
  secondSystemBalanceUpdateSchema,
  secondSystemUserRequestSchema,
  type SecondSystemUser,
} from '@velas/domain/schemas/user';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords.js';
import { HttpError } from '../http/http-error.js';
import { perIpLimit } from '../http/rate-limits.js';
import { validate } from '../http/validate.js';
import { claimLoginAttempt, clearLoginFailures } from '../platform/login-throttle.js';
import { loadAccount } from '../platform/profile.js';
import { findRecord, insertRecord, updateFirstBalance } from './second-system-users.js';

const userIdSchema = z.object({
  userId: z.coerce.number({ error: messages.notFound }).int().positive().max(2_147_483_647),
});

function ownUserId(request: FastifyRequest): number {
  const { userId } = validate(userIdSchema, request.params);
  if (userId !== request.userId) throw new HttpError(403, messages.forbidden);
  return userId;
}

export function usersPlugin(app: FastifyInstance): void {
  const { db } = app;

  app.post(
    '/users',
    { config: { rateLimit: perIpLimit(10, messages.forbidden) } },
    async (request, reply) => {
      const body = validate(secondSystemUserRequestSchema, request.body);
      // A password check like the login's: it spends the same per-account budget,
      // or it would be an unthrottled oracle beside it (issue 14 §4c).
      const attempt = await claimLoginAttempt(db, body.email, request.ip, app.clock(), app.config);
      if (!attempt.allowed) throw new HttpError(429, messages.tooManyLoginAttempts);
      const { rows } = await db.query<{ id: number; cpf: string; password_hash: string }>(
        'SELECT id, cpf, password_hash FROM users WHERE email = $1',
        [body.email],
      );
      const account = rows[0];
      const proven =
        account !== undefined &&
        onlyDigits(body.cpf) === account.cpf &&
        (await verifyPassword(body.password, account.password_hash));
      if (!proven) throw new HttpError(403, messages.forbidden);
      await clearLoginFailures(db, body.email);

      const created = await insertRecord(
        db,
        {
          id: account.id,
          name: body.name,
          email: body.email,
          phone: onlyDigits(body.phone),
          role: body.role,
          cpf: account.cpf,
          firstBalance: Number(body.firstBalance),
        },
        app.clock(),
      );
      if (created === null) throw HttpError.field(409, 'email', messages.emailTaken);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/users/:userId',
    { preHandler: app.authenticate },
    async (request): Promise<SecondSystemUser> => {
      const record = await findRecord(db, ownUserId(request));
      if (record === null) throw new HttpError(404, messages.notFound);
      return record;
    },
  );

  // The top modal's "Gerar Pix" sets firstBalance; a user without a record gets one from their account.
  app.put(
    '/users/:userId',
    { preHandler: app.authenticate },
    async (request): Promise<SecondSystemUser> => {
      const userId = ownUserId(request);
      const { firstBalance } = validate(secondSystemBalanceUpdateSchema, request.body);
      const now = app.clock();
      const updated = await updateFirstBalance(db, userId, firstBalance, now);
      if (updated !== null) return updated;
      const account = await loadAccount(db, userId);
      const created = await insertRecord(
        db,
        {
          id: userId,
          name: account.name,
          email: account.email,
          phone: account.phone,
          role: SECOND_SYSTEM_ROLE,
          cpf: account.cpf,
          firstBalance,
        },
        now,
      );
      const record = created ?? (await updateFirstBalance(db, userId, firstBalance, now));
      if (record === null) throw new HttpError(500, messages.balanceUpdateFailed);
      return record;
    },
  );
}
