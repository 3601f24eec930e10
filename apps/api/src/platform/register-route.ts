import { authMessages } from '@velas/domain/messages/auth';
import {
  registerPendingResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@velas/domain/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SharedLimit } from '#/http/rate-limits.js';
import { register, type OwnerToTell } from './registration.js';

export function registerRoute(
  instance: FastifyInstance,
  cpfLookups: SharedLimit,
  requester: (request: FastifyRequest) => string,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  // Whose data a registration used: its owner hears of it once the answer left.
  const ownerToTell = new WeakMap<FastifyRequest, OwnerToTell>();

  app.post(
    '/api/auth/register',
    {
      // The CPF look-up budget is this route's limit: @fastify/rate-limit runs
      // one limit per request, so a route limit of its own would never count.
      onRequest: cpfLookups,
      schema: {
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 202: registerPendingResponseSchema },
      },
      onResponse: (request, _reply, done) => {
        const owner = ownerToTell.get(request);
        if (owner !== undefined && 'cpf' in owner) app.cpfHolderNotices.notify(owner.cpf);
        else if (owner !== undefined) app.cpfHolderNotices.notifyEmailOwner(owner.email);
        done();
      },
    },
    async (request, reply) => {
      const outcome = await register(
        {
          db,
          providers: app.providers,
          barredList: app.barredList,
          clock: app.clock,
          scryptLogN: config.SCRYPT_LOG_N,
        },
        request.body,
        requester(request),
      );
      if (outcome.kind === 'pending')
        return reply
          .status(202)
          .send({ status: 'verification_pending', message: authMessages.registrationPending });
      if (outcome.ownerToTell !== null) ownerToTell.set(request, outcome.ownerToTell);
      return reply.status(201).send({ message: authMessages.registrationSucceeded });
    },
  );
}
