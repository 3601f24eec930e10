// POST api/auth/register and api/validate/document (docs/product.md#registration).
//
// Registration never tells a stranger whether a CPF has an account here, nor
// whether that account passed KYC: a CPF that is free, taken by a verified
// account or by one never verified gets the same answer, after the same work,
// and an account in every case. When the CPF was taken the new account is its
// claimant: it gets the CPF only by passing KYC with it, which a verified
// holder's CPF never allows (docs/product.md#cpf-claim). The holder is told by
// e-mail after the answer left (cpf-holder-notices.ts).
import { messages } from '@velas/domain/messages';
import {
  documentValidationRequestSchema,
  documentValidationResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@velas/domain/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertAccount, isEmailTaken, type NewAccount } from '../accounts/accounts-repository.js';
import { refuseGuessablePassword } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { HttpError } from '../http/http-error.js';
import { perAddressLimit, perIpLimit } from '../http/rate-limits.js';
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
  // Registrations whose CPF another account held: its holder hears of it once the answer left.
  const holderToTell = new WeakMap<FastifyRequest, string>();

  app.post(
    '/api/auth/register',
    {
      onRequest: cpfLookups,
      config: { rateLimit: perIpLimit(20, messages.registrationFailed) },
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
      onResponse: (request, _reply, done) => {
        const cpf = holderToTell.get(request);
        if (cpf !== undefined) app.cpfHolderNotices.notify(cpf);
        done();
      },
    },
    async (request, reply) => {
      const { body } = request;
      refuseGuessablePassword(body.password, [body.email, body.name, body.document, body.phone]);
      // The e-mail is the registrant's own; a taken one is said before any CPF is looked up.
      if (await isEmailTaken(db, body.email))
        throw new HttpError(422, messages.registrationFailed, { email: [messages.emailTaken] });
      // Name and birthday come from the document check, never from the form
      // (docs/product.md#registration).
      const person = await app.providers.documents.lookup(body.document);
      if (person === null) throw HttpError.field(422, 'document', messages.cpfNotValidated);

      // From here on a free and a taken CPF do the same work: one look-up of
      // the holder, one scrypt, one account, the same answer.
      const holder = await findCpfHolder(db, body.document);
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
      let id = await insertAccount(db, account);
      // Lost a race: a registration with the same CPF became its holder (this
      // one claims it), or one with the same e-mail won.
      const claimant = holder !== null || id === null;
      if (id === null && holder === null) id = await insertAccount(db, { ...account, claimant });
      if (id === null)
        throw new HttpError(422, messages.registrationFailed, { email: [messages.emailTaken] });
      if (claimant) holderToTell.set(request, body.document);
      // Without limits the account must choose them before anything else (protection-hook.ts).
      const { limits } = body;
      if (limits !== undefined)
        await db.transaction((tx) => chooseLimits(tx, id, limits, app.clock()));
      return reply.status(201).send({ message: messages.registrationSucceeded });
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
      const person = await app.providers.documents.lookup(request.body.document);
      if (person === null) throw HttpError.field(422, 'document', messages.cpfNotValidated);
      // Anonymous: only what the form shows, never the birth date.
      return { name: maskedName(person.name) };
    },
  );
}
