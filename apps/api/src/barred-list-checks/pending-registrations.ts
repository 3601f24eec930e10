// At most 7 days, until a clear or barred answer: no account opens unchecked
// (docs/product/registration.md#registration).
import { DAY_MS, MINUTE_MS } from '@velas/domain/calendar';
import { authMessages } from '@velas/domain/messages/auth';
import { LOGIN_PATH } from '@velas/domain/routes';
import { limitsSchema } from '@velas/domain/schemas/protection';
import type { FastifyBaseLogger } from 'fastify';
import {
  findCpfHolderContact,
  insertAccount,
  type NewAccount,
} from '#/accounts/accounts-repository.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import type { Database } from '#/db/database.js';
import { chooseLimits } from '#/protection/protection.js';
import { barredBases } from '#/providers/barred-list.js';
import type { EmailSender } from '#/providers/email.js';
import type { BarredListChecks } from './barred-list-checks.js';
import {
  deletePendingRegistration,
  insertPendingRegistration,
  reschedulePendingRegistration,
  type PendingRegistration,
} from './barred-list-repository.js';

export const PENDING_REGISTRATION_KEPT_MS = 7 * DAY_MS;
/** Retries back off from a minute to this, so a long outage costs few calls. */
const LONGEST_RETRY_WAIT_MS = 15 * MINUTE_MS;

export type NewPendingRegistration = Omit<PendingRegistration, 'id' | 'attempts' | 'createdAt'>;

export interface PendingRegistrations {
  keep(registration: NewPendingRegistration): Promise<number>;
  resolve(pending: PendingRegistration): Promise<boolean>;
}

export interface PendingRegistrationsOptions {
  db: Database;
  clock: () => number;
  checks: BarredListChecks;
  email: EmailSender;
  /** Who to tell once the registration opens (platform/cpf-holder-notices.ts). */
  notices: { notify(cpf: string): void; notifyEmailOwner(email: string): void };
  appOrigin: string;
  log: FastifyBaseLogger;
}

interface PendingDeps extends PendingRegistrationsOptions {
  loginLink: string;
}

/** How long to wait after the `attempts`-th unanswered consultation: doubling from two minutes, capped. */
export function retryWaitMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_WAIT_MS, MINUTE_MS * 2 ** Math.min(attempts + 1, 10));
}

async function tell(
  deps: Pick<PendingDeps, 'email' | 'log'>,
  to: string,
  subject: string,
  lines: string[],
): Promise<void> {
  try {
    await deps.email.send({
      to,
      subject,
      text: [...lines, '', authMessages.emailIgnoreIfNotYou].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'pending registration e-mail failed');
  }
}

/** What the registration would have done with a clear answer (platform/register-route.ts). */
async function openAccount(
  deps: PendingDeps,
  pending: PendingRegistration,
): Promise<number | null> {
  const { db, clock } = deps;
  const account: NewAccount = {
    email: pending.email,
    passwordHash: pending.passwordHash,
    name: pending.name,
    cpf: pending.cpf,
    birthday: pending.birthday,
    phone: pending.phone,
    createdAt: new Date(clock()),
    claimant: (await findCpfHolderContact(db, pending.cpf)) !== null,
  };
  let id = await insertAccount(db, account);
  const claimant = account.claimant === true || id === null;
  if (id === null && account.claimant !== true)
    id = await insertAccount(db, { ...account, claimant });
  if (id === null) {
    // The e-mail has an account: its owner hears of it, as at registration.
    deps.notices.notifyEmailOwner(pending.email);
    return null;
  }
  if (claimant) deps.notices.notify(pending.cpf);
  const limits = limitsSchema.safeParse(pending.limits);
  const userId = id;
  if (limits.success)
    // Opened by the check, once the regulator's list answered, not by a request.
    await db.transaction((tx) =>
      chooseLimits(tx, { userId, next: limits.data, now: clock(), actor: SYSTEM_ACTOR }),
    );
  return id;
}

async function stillUnanswered(
  deps: PendingDeps,
  pending: PendingRegistration,
  now: number,
): Promise<false> {
  if (now - pending.createdAt >= PENDING_REGISTRATION_KEPT_MS) {
    if (await deletePendingRegistration(deps.db, pending.id))
      await tell(deps, pending.email, authMessages.registrationRefusedEmailSubject, [
        authMessages.registrationExpiredEmailText,
        deps.loginLink,
      ]);
    return false;
  }
  await reschedulePendingRegistration(deps.db, pending.id, now + retryWaitMs(pending.attempts));
  return false;
}

async function resolvePending(deps: PendingDeps, pending: PendingRegistration): Promise<boolean> {
  const { checks } = deps;
  const result = await checks.consult(pending.cpf);
  const now = deps.clock();
  if (result.kind === 'unavailable') {
    await checks.record(pending.cpf, result, 'retry', { pendingRegistrationId: pending.id });
    return stillUnanswered(deps, pending, now);
  }
  // Claimed once: a second process resolving the same row does nothing.
  if (!(await deletePendingRegistration(deps.db, pending.id))) return true;
  if (barredBases(result.answer).length > 0) {
    await checks.record(pending.cpf, result, 'retry', { pendingRegistrationId: pending.id });
    await tell(deps, pending.email, authMessages.registrationRefusedEmailSubject, [
      authMessages.registrationCpfRefused,
    ]);
    return true;
  }
  const userId = await openAccount(deps, pending);
  await checks.record(pending.cpf, result, 'retry', {
    pendingRegistrationId: pending.id,
    ...(userId === null ? {} : { userId }),
  });
  if (userId === null) return true;
  await checks.accountOpened(userId);
  await tell(deps, pending.email, authMessages.registrationCompletedEmailSubject, [
    authMessages.registrationCompletedEmailText,
    deps.loginLink,
  ]);
  return true;
}

export function pendingRegistrations(options: PendingRegistrationsOptions): PendingRegistrations {
  const deps: PendingDeps = {
    ...options,
    loginLink: new URL(LOGIN_PATH, options.appOrigin).toString(),
  };
  return {
    keep: (registration) =>
      insertPendingRegistration(deps.db, {
        ...registration,
        createdAt: deps.clock(),
        nextAttemptAt: deps.clock() + MINUTE_MS,
      }),
    resolve: (pending) => resolvePending(deps, pending),
  };
}
