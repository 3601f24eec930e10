import { SECOND_SYSTEM_ROLE } from '@velas/domain/constants';
import { onlyDigits } from '@velas/domain/documents';
import { maskedName } from '@velas/domain/masked-name';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import type { secondSystemUserRequestSchema, SecondSystemUser } from '@velas/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { findCredentials, loadAccount } from '#/accounts/accounts-repository.js';
import { claimLoginAttempt, clearLoginFailures } from '#/auth/login-throttle.js';
import { verifyPassword } from '#/auth/passwords.js';
import type { Queryable } from '#/db/database.js';
import { Conflict, Forbidden, InternalFailure, NotFound, Throttled } from '#/domain-errors.js';
import { findRecord, insertRecord, updateFirstBalance } from './user-records-repository.js';

type RecordRequest = z.infer<typeof secondSystemUserRequestSchema>;

type RecordsDeps = Pick<FastifyInstance, 'db' | 'config' | 'clock'>;

/** The record as its account may see it: the person's full name only once KYC proved them. */
async function asSeen(db: Queryable, record: SecondSystemUser): Promise<SecondSystemUser> {
  const account = await loadAccount(db, record.id);
  return account.kycStatus === 'approved' ? record : { ...record, name: maskedName(record.name) };
}

/**
 * A record for the account that owns this e-mail, CPF and password, made
 * once. `decoy` is the scrypt work done when they do not go together.
 */
export async function createRecord(
  deps: RecordsDeps,
  decoy: () => Promise<string>,
  body: RecordRequest,
  address: string,
): Promise<SecondSystemUser> {
  const { db, config } = deps;
  // A password check like the login's: it spends the same per-account budget,
  // or it would be an unthrottled oracle beside it.
  const attempt = await claimLoginAttempt(db, {
    account: body.email,
    address,
    now: deps.clock(),
    config,
  });
  if (!attempt.allowed) throw new Throttled(authMessages.tooManyLoginAttempts);
  const account = await findCredentials(db, body.email);
  const owned =
    account !== null && account.closedAt === null && onlyDigits(body.cpf) === account.cpf;
  // One scrypt whatever matched, so the answer's time says nothing about
  // whether the e-mail and CPF go together (README: users-api).
  const matches = await verifyPassword(body.password, owned ? account.passwordHash : await decoy());
  if (!owned || !matches) throw new Forbidden(authMessages.forbidden);
  await clearLoginFailures(db, { account: body.email, address, now: deps.clock() });

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
    deps.clock(),
  );
  if (created === null) throw Conflict.field('email', authMessages.emailTaken);
  return asSeen(db, created);
}

export async function readRecord(db: Queryable, userId: number): Promise<SecondSystemUser> {
  const record = await findRecord(db, userId);
  if (record === null) throw new NotFound(commonMessages.notFound);
  return asSeen(db, record);
}

/** The top modal's "Gerar Pix": a user without a record gets one from their account. */
export async function setFirstBalance(
  db: Queryable,
  userId: number,
  firstBalance: number,
  now: number,
): Promise<SecondSystemUser> {
  const updated = await updateFirstBalance(db, userId, firstBalance, now);
  if (updated !== null) return asSeen(db, updated);
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
  if (record === null) throw new InternalFailure(authMessages.balanceUpdateFailed);
  return asSeen(db, record);
}
