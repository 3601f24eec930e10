// POST api/auth/register and api/validate/document (docs/product.md#registration).
//
// Registration never tells a stranger whether a CPF or an e-mail has an
// account here, nor whether that account passed KYC: a CPF that is free,
// taken by a verified account or by one never verified, and an e-mail free or
// taken, get the same answer after the same work (one CPF look-up, one
// scrypt). When the CPF was taken the new account is its claimant: it gets
// the CPF only by passing KYC with it, which a verified holder's CPF never
// allows (docs/product.md#cpf-claim). When the e-mail was taken no account
// opens and the e-mail's owner is told instead; whoever mistyped it just
// cannot sign in. Owners hear of it by e-mail after the answer left
// (cpf-holder-notices.ts).
//
// The regulator's "Módulo de Impedidos" is consulted for every registration,
// beside the document check: a CPF the check does not confirm and a CPF the
// regulator bars get the same one refusal, after the same two consultations
// and one stored record. When it does not answer, no account opens: the data
// waits as a pending registration and the person hears by e-mail
// (impedidos/pending-registrations.ts).
import { messages } from '@velas/domain/messages';
import {
  documentValidationRequestSchema,
  documentValidationResponseSchema,
  registerPendingResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@velas/domain/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertAccount, isEmailTaken, type NewAccount } from '../accounts/accounts-repository.js';
import { refuseGuessablePassword } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { addressKey } from '../http/address-key.js';
import { HttpError } from '../http/http-error.js';
import { perAddressLimit, perIpLimit } from '../http/rate-limits.js';
import { barredBases } from '../impedidos/impedidos.js';
import { findCpfHolder } from '../kyc/cpf-claims-repository.js';
import { chooseLimits } from '../protection/protection.js';
import { maskedName } from './masked-name.js';

const DAY_MS = 86_400_000;

export function registrationRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  // One daily budget per address for every CPF look-up, the form's check and
  // the registration's alike: each may be a paid call (docs/architecture.md#abuse-limits).
  const cpfLookups = perAddressLimit(
    app,
    config.DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY,
    messages.cpfCheckDailyLimit,
    DAY_MS,
  );
  // Whose data a registration used: its owner hears of it once the answer left.
  const ownerToTell = new WeakMap<FastifyRequest, { cpf: string } | { email: string }>();
  // The document check's cache serves only who asked before (cached-document-check.ts):
  // anonymous calls are their address, keyed as the look-up budget is.
  const requester = (request: FastifyRequest) => `address:${addressKey(request.ip)}`;

  app.post(
    '/api/auth/register',
    {
      onRequest: cpfLookups,
      config: { rateLimit: perIpLimit(20, messages.registrationFailed) },
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
      const { body } = request;
      const succeeded = () => reply.status(201).send({ message: messages.registrationSucceeded });
      refuseGuessablePassword(body.password, [body.email, body.name, body.document, body.phone]);
      // Name and birthday come from the document check, never from the form
      // (docs/product.md#registration).
      const [person, impedidos] = await Promise.all([
        app.providers.documents.lookup(body.document, requester(request)),
        app.impedidos.checks.consult(body.document),
      ]);
      const barred = impedidos.kind === 'answered' && barredBases(impedidos.answer).length > 0;
      if (person === null || barred) {
        await app.impedidos.checks.record(body.document, impedidos, 'registration', {});
        throw HttpError.field(422, 'document', messages.registrationCpfRefused);
      }

      // From here on a free and a taken CPF or e-mail do the same work: one
      // look-up of each, one scrypt, the same answer.
      const holder = await findCpfHolder(db, body.document);
      const emailTaken = await isEmailTaken(db, body.email);
      const account: NewAccount = {
        email: body.email,
        passwordHash: await hashPassword(body.password, config.SCRYPT_LOG_N),
        name: person.name,
        cpf: body.document,
        birthday: person.birthday,
        phone: body.phone,
        createdAt: new Date(app.clock()),
        claimant: holder !== null,
      };
      if (impedidos.kind === 'unavailable') {
        // Whatever the e-mail: a taken one is told apart only once the check answers.
        const { limits } = body;
        const pendingRegistrationId = await app.impedidos.pending.keep({
          email: account.email,
          passwordHash: account.passwordHash,
          name: account.name,
          cpf: account.cpf,
          birthday: account.birthday,
          phone: account.phone,
          limits: limits ?? null,
        });
        await app.impedidos.checks.record(body.document, impedidos, 'registration', {
          pendingRegistrationId,
        });
        return reply
          .status(202)
          .send({ status: 'verification_pending', message: messages.registrationPending });
      }
      if (emailTaken) {
        ownerToTell.set(request, { email: body.email });
        await app.impedidos.checks.record(body.document, impedidos, 'registration', {});
        return succeeded();
      }
      let id = await insertAccount(db, account);
      // Lost a race: a registration with the same CPF became its holder (this
      // one claims it), or one with the same e-mail won.
      const claimant = holder !== null || id === null;
      if (id === null && holder === null) id = await insertAccount(db, { ...account, claimant });
      if (id === null) {
        ownerToTell.set(request, { email: body.email });
        await app.impedidos.checks.record(body.document, impedidos, 'registration', {});
        return succeeded();
      }
      await app.impedidos.checks.record(body.document, impedidos, 'registration', { userId: id });
      await app.impedidos.checks.accountOpened(id);
      if (claimant) ownerToTell.set(request, { cpf: body.document });
      // Without limits the account must choose them before anything else (protection-hook.ts).
      const { limits } = body;
      if (limits !== undefined)
        await db.transaction((tx) => chooseLimits(tx, id, limits, app.clock()));
      return succeeded();
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
      const [person, impedidos] = await Promise.all([
        app.providers.documents.lookup(request.body.document, requester(request)),
        app.impedidos.checks.consult(request.body.document),
      ]);
      const barred = impedidos.kind === 'answered' && barredBases(impedidos.answer).length > 0;
      if (person === null || barred)
        throw HttpError.field(422, 'document', messages.cpfNotValidated);
      // Anonymous: only what the form shows, never the birth date.
      return { name: maskedName(person.name) };
    },
  );
}
