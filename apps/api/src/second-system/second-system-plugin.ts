// The second backend (docs/product.md#second-system), mounted at /users-api.
//
// POST users comes right after registration, before the person has a token.
// It is accepted only for an email registered on the platform that has no
// record yet, with that account's password and CPF, so nobody can create or
// squat someone else's record. The record's id is the platform user's id, and
// its name is the account holder's, from the account: the form only has the
// masked name the document check shows (docs/product.md#second-system). Until
// the account passes KYC every answer shows that masked name too, as `me` does
// (platform/profile.ts).
// GET/PUT users/:userId need the bearer token of that same user.
import { SECOND_SYSTEM_ROLE } from '@velas/domain/constants';
import { onlyDigits } from '@velas/domain/documents';
import { maskedName } from '@velas/domain/masked-name';
import { messages } from '@velas/domain/messages';
import { int4Id } from '@velas/domain/schemas/common';
import {
  secondSystemBalanceUpdateSchema,
  secondSystemUserRequestSchema,
  secondSystemUserSchema,
  type SecondSystemUser,
} from '@velas/domain/schemas/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCredentials, loadAccount } from '../accounts/accounts-repository.js';
import { claimLoginAttempt, clearLoginFailures } from '../auth/login-throttle.js';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords.js';
import { Conflict, Forbidden, InternalFailure, NotFound, Throttled } from '../domain-errors.js';
import { addressKey } from '../http/address-key.js';
import { perIpLimit } from '../http/rate-limits.js';
import { findRecord, insertRecord, updateFirstBalance } from './second-system-repository.js';

const userIdSchema = z.object({
  userId: int4Id(messages.notFound),
});

/**
 * preValidation, after authenticate: someone else's id answers 403 before the
 * body is looked at; a malformed id is left to the params schema (400).
 */
function requireOwnRecord(request: FastifyRequest): Promise<void> {
  const parsed = userIdSchema.safeParse(request.params);
  if (parsed.success && parsed.data.userId !== request.userId)
    return Promise.reject(new Forbidden(messages.forbidden));
  return Promise.resolve();
}

export function secondSystemPlugin(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  /** The record as its account may see it: the person's full name only once KYC proved them. */
  const seen = async (record: SecondSystemUser): Promise<SecondSystemUser> => {
    const account = await loadAccount(db, record.id);
    return account.kyc_status === 'approved'
      ? record
      : { ...record, name: maskedName(record.name) };
  };
  const decoy = decoyPasswordHash(app.config.SCRYPT_LOG_N);
  const ownRecord = {
    preValidation: [app.authenticate, requireOwnRecord],
    params: userIdSchema,
    response: { 200: secondSystemUserSchema },
  };

  app.post(
    '/users',
    {
      config: { rateLimit: perIpLimit(10, messages.forbidden) },
      schema: { body: secondSystemUserRequestSchema, response: { 201: secondSystemUserSchema } },
    },
    async (request, reply) => {
      const { body } = request;
      // A password check like the login's: it spends the same per-account budget,
      // or it would be an unthrottled oracle beside it (docs/architecture.md#abuse-limits).
      const address = addressKey(request.ip);
      const attempt = await claimLoginAttempt(db, body.email, address, app.clock(), app.config);
      if (!attempt.allowed) throw new Throttled(messages.tooManyLoginAttempts);
      const account = await findCredentials(db, body.email);
      const owned =
        account !== null && account.closed_at === null && onlyDigits(body.cpf) === account.cpf;
      // One scrypt whatever matched, so the answer's time says nothing about
      // whether the e-mail and CPF go together (README: users-api).
      const matches = await verifyPassword(
        body.password,
        owned ? account.password_hash : await decoy(),
      );
      if (!owned || !matches) throw new Forbidden(messages.forbidden);
      await clearLoginFailures(db, body.email, address, app.clock());

      const holder = await loadAccount(db, account.id);
      const created = await insertRecord(
        db,
        {
          id: account.id,
          name: holder.name,
          email: body.email,
          phone: onlyDigits(body.phone),
          role: body.role,
          cpf: account.cpf,
          firstBalance: Number(body.firstBalance),
        },
        app.clock(),
      );
      if (created === null) throw Conflict.field('email', messages.emailTaken);
      return reply.status(201).send(await seen(created));
    },
  );

  app.get(
    '/users/:userId',
    {
      preValidation: ownRecord.preValidation,
      schema: { params: ownRecord.params, response: ownRecord.response },
    },
    async (request) => {
      const record = await findRecord(db, request.params.userId);
      if (record === null) throw new NotFound(messages.notFound);
      return seen(record);
    },
  );

  // The top modal's "Gerar Pix" sets firstBalance; a user without a record gets
  // one from their account.
  app.put(
    '/users/:userId',
    {
      preValidation: ownRecord.preValidation,
      schema: {
        params: ownRecord.params,
        body: secondSystemBalanceUpdateSchema,
        response: ownRecord.response,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { firstBalance } = request.body;
      const now = app.clock();
      const updated = await updateFirstBalance(db, userId, firstBalance, now);
      if (updated !== null) return seen(updated);
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
      if (record === null) throw new InternalFailure(messages.balanceUpdateFailed);
      return seen(record);
    },
  );
}
