// A free and a taken CPF or e-mail do the same work and get the same answer;
// whose data was used is returned so its owner hears once the answer left.
import { authMessages } from '@velas/domain/messages/auth';
import type { registerRequestSchema } from '@velas/domain/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  findCpfHolderContact,
  insertAccount,
  isEmailTaken,
  type NewAccount,
} from '#/accounts/accounts-repository.js';
import { ANONYMOUS_ACTOR } from '#/audit/audit-actor.js';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword } from '#/auth/passwords.js';
import { Refused } from '#/domain-errors.js';
import { chooseLimits } from '#/protection/protection.js';
import { barredBases } from '#/providers/barred-list.js';

type Registration = z.infer<typeof registerRequestSchema>;

export type RegistrationDeps = Pick<
  FastifyInstance,
  'db' | 'providers' | 'barredList' | 'clock'
> & {
  scryptLogN: number;
};

/** Whose data a registration used: its owner is told once the answer left. */
export type OwnerToTell = { cpf: string } | { email: string };

export type RegistrationOutcome =
  | { kind: 'succeeded'; ownerToTell: OwnerToTell | null }
  /** The barred-list check did not answer: the data waits (barred-list-checks/pending-registrations.ts). */
  | { kind: 'pending' };

/** `requester` keys the document check's cache (cached-document-check.ts). */
export async function register(
  deps: RegistrationDeps,
  body: Registration,
  requester: string,
): Promise<RegistrationOutcome> {
  const { db, barredList: checks } = deps;
  refuseGuessablePassword(body.password, [body.email, body.name, body.document, body.phone]);
  // Name and birthday come from the document check, never from the form.
  const [person, listResult] = await Promise.all([
    deps.providers.documents.lookup(body.document, requester),
    checks.checks.consult(body.document),
  ]);
  const barred = listResult.kind === 'answered' && barredBases(listResult.answer).length > 0;
  if (person === null || barred) {
    await checks.checks.record(body.document, listResult, 'registration', {});
    throw Refused.field('document', authMessages.registrationCpfRefused);
  }

  // From here on a free and a taken CPF or e-mail do the same work: one
  // look-up of each, one scrypt, the same answer.
  const holder = await findCpfHolderContact(db, body.document);
  const emailTaken = await isEmailTaken(db, body.email);
  const account: NewAccount = {
    email: body.email,
    passwordHash: await hashPassword(body.password, deps.scryptLogN),
    name: person.name,
    cpf: body.document,
    birthday: person.birthday,
    phone: body.phone,
    createdAt: new Date(deps.clock()),
    claimant: holder !== null,
  };
  if (listResult.kind === 'unavailable') {
    // Whatever the e-mail: a taken one is told apart only once the check answers.
    const { limits } = body;
    const pendingRegistrationId = await checks.pending.keep({
      email: account.email,
      passwordHash: account.passwordHash,
      name: account.name,
      cpf: account.cpf,
      birthday: account.birthday,
      phone: account.phone,
      limits: limits ?? null,
    });
    await checks.checks.record(body.document, listResult, 'registration', {
      pendingRegistrationId,
    });
    return { kind: 'pending' };
  }
  if (emailTaken) {
    await checks.checks.record(body.document, listResult, 'registration', {});
    return { kind: 'succeeded', ownerToTell: { email: body.email } };
  }
  let id = await insertAccount(db, account);
  // Lost a race: a registration with the same CPF became its holder (this
  // one claims it), or one with the same e-mail won.
  const claimant = holder !== null || id === null;
  if (id === null && holder === null) id = await insertAccount(db, { ...account, claimant });
  if (id === null) {
    await checks.checks.record(body.document, listResult, 'registration', {});
    return { kind: 'succeeded', ownerToTell: { email: body.email } };
  }
  await checks.checks.record(body.document, listResult, 'registration', { userId: id });
  await checks.checks.accountOpened(id);
  // Without limits the account must choose them before anything else (protection-hook.ts).
  const { limits } = body;
  if (limits !== undefined)
    // Nobody is signed in while registering, as at every step before this.
    await db.transaction((tx) =>
      chooseLimits(tx, { userId: id, next: limits, now: deps.clock(), actor: ANONYMOUS_ACTOR }),
    );
  return { kind: 'succeeded', ownerToTell: claimant ? { cpf: body.document } : null };
}
