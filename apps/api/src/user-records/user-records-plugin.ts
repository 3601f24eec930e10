import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { int4Id } from '@velas/domain/schemas/common';
import {
  secondSystemBalanceUpdateSchema,
  secondSystemUserRequestSchema,
  secondSystemUserSchema,
} from '@velas/domain/schemas/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decoyPasswordHash } from '#/auth/passwords.js';
import { Forbidden } from '#/domain-errors.js';
import { addressKey } from '#/http/address-key.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { createRecord, readRecord, setFirstBalance } from './user-records.js';

const userIdSchema = z.object({
  userId: int4Id(commonMessages.notFound),
});

/**
 * preValidation, after authenticate: someone else's id answers 403 before the
 * body is looked at; a malformed id is left to the params schema (400).
 */
function requireOwnRecord(request: FastifyRequest): Promise<void> {
  const parsed = userIdSchema.safeParse(request.params);
  if (parsed.success && parsed.data.userId !== request.userId)
    return Promise.reject(new Forbidden(authMessages.forbidden));
  return Promise.resolve();
}

function createRecordRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const decoy = decoyPasswordHash(app.config.SCRYPT_LOG_N);
  app.post(
    '/users',
    {
      config: { rateLimit: perIpLimit(10, authMessages.forbidden) },
      schema: { body: secondSystemUserRequestSchema, response: { 201: secondSystemUserSchema } },
    },
    async (request, reply) => {
      const record = await createRecord(app, decoy, request.body, addressKey(request.ip));
      return reply.status(201).send(record);
    },
  );
}

/** GET and PUT users/:userId: the bearer token of that same user. */
function ownRecordRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preValidation = [app.authenticate, requireOwnRecord];
  const response = { 200: secondSystemUserSchema };

  app.get(
    '/users/:userId',
    { preValidation, schema: { params: userIdSchema, response } },
    (request) => readRecord(app.db, request.params.userId),
  );

  app.put(
    '/users/:userId',
    {
      preValidation,
      schema: { params: userIdSchema, body: secondSystemBalanceUpdateSchema, response },
    },
    (request) =>
      setFirstBalance(app.db, request.params.userId, request.body.firstBalance, app.clock()),
  );
}

export function userRecordsPlugin(app: FastifyInstance): void {
  createRecordRoute(app);
  ownRecordRoutes(app);
}
