// POST api/auth/register, api/validate/document and api/validate/password
// (docs/product/registration.md#registration). Registration is no oracle: free or taken, a CPF
// or an e-mail gets the same answer after the same work (docs/architecture.md#abuse-limits).
import { DAY_MS } from '@velas/domain/calendar';
import { maskedName } from '@velas/domain/masked-name';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import {
  documentValidationRequestSchema,
  documentValidationResponseSchema,
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  registerPendingResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@velas/domain/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseGuessablePassword } from '../auth/password-strength.js';
import { Refused } from '../domain-errors.js';
import { addressKey } from '../http/address-key.js';
import { perAddressLimit, perIpLimit } from '../http/rate-limits.js';
import { barredBases } from '../providers/barred-list.js';
import { register, type OwnerToTell } from './registration.js';

/** A person leaves the password field a few times a minute at most. */
const PASSWORD_CHECKS_PER_IP_PER_MINUTE = 20;

export function registrationRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  // One daily budget per address for every CPF look-up, the form's check and
  // the registration's alike: each may be a paid call (docs/architecture.md#abuse-limits).
  const cpfLookups = perAddressLimit(
    app,
    config.DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY,
    commonMessages.cpfCheckDailyLimit,
    DAY_MS,
  );
  // Whose data a registration used: its owner hears of it once the answer left.
  const ownerToTell = new WeakMap<FastifyRequest, OwnerToTell>();
  // The document check's cache serves only who asked before (cached-document-check.ts):
  // anonymous calls are their address, keyed as the look-up budget is.
  const requester = (request: FastifyRequest) => `address:${addressKey(request.ip)}`;

  app.post(
    '/api/auth/register',
    {
      onRequest: cpfLookups,
      config: { rateLimit: perIpLimit(20, authMessages.registrationFailed) },
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

  app.post(
    '/api/validate/document',
    {
      onRequest: cpfLookups,
      schema: {
        body: documentValidationRequestSchema,
        response: { 200: documentValidationResponseSchema },
      },
    },
    async (request) => {
      // A CPF the regulator's list bars is answered as an unknown one: a name
      // here and a refusal at registration would say which CPFs are barred.
      // Unanswered, the registration's own check decides (it may wait).
      const [person, listResult] = await Promise.all([
        app.providers.documents.lookup(request.body.document, requester(request)),
        app.barredList.checks.consult(request.body.document),
      ]);
      const barred = listResult.kind === 'answered' && barredBases(listResult.answer).length > 0;
      if (person === null || barred) throw Refused.field('document', authMessages.cpfNotValidated);
      // Anonymous: only what the form shows, never the birth date.
      return { name: maskedName(person.name) };
    },
  );

  // The same judgement as the registration's, before the whole form is sent.
  // The estimate costs the event loop up to ~120 ms (auth/password-strength.ts):
  // a per-address budget keeps it from being a lever, ample for a person typing.
  app.post(
    '/api/validate/password',
    {
      config: {
        rateLimit: perIpLimit(
          PASSWORD_CHECKS_PER_IP_PER_MINUTE,
          commonMessages.tooManyPasswordChecks,
        ),
      },
      schema: { body: passwordCheckRequestSchema, response: { 200: passwordCheckResponseSchema } },
    },
    (request) => {
      const { password, ...details } = request.body;
      refuseGuessablePassword(password, Object.values(details));
      return Promise.resolve({ ok: true as const });
    },
  );
}
