// Spec: docs/product/accounts.md#accounts-and-sign-in. Every consultation is stored.
import { DAY_MS, saoPauloToday } from '@velas/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import { SYSTEM_ACTOR, type AuditActor } from '#/audit/audit-actor.js';
import type { Database } from '#/db/database.js';
import type { Metrics } from '#/metrics/metrics.js';
import type { BarredListProvider, BarredListResult } from '#/providers/barred-list-provider.js';
import type { BarredListAnswer } from '#/providers/barred-list.js';
import { barredBases } from '#/providers/barred-list.js';
import {
  accountsCheckedBefore,
  accountsWithRetryDue,
  accountToCheck,
  countAccountsCheckedBefore,
  duePendingRegistrations,
  insertCheck,
  markAccountChecked,
  markRetryDue,
  type AccountToCheck,
  type CheckTrigger,
  type PendingRegistration,
} from './barred-list-repository.js';
import { FailingStreak } from './failing-streak.js';

/**
 * What a check does when an existing account's CPF is barred: starts the
 * barred-account procedure (block, notice, withdrawal window, refund, close).
 * Idempotent: a second call for an account already barred changes nothing.
 * `actor`: who found the bar, named by its audit row.
 */
export type OnBarred = (
  userId: number,
  answer: BarredListAnswer,
  actor: AuditActor,
) => Promise<void>;

/** The rule's limit: no open account goes longer than this without a check. */
export const CHECK_AT_LEAST_EVERY_MS = 15 * DAY_MS;
/** The sweep takes accounts a day early, so a slow or failing day does not make any overdue. */
export const SWEEP_AFTER_MS = 14 * DAY_MS;

export interface BarredListChecks {
  consult(cpf: string): Promise<BarredListResult>;
  record(
    cpf: string,
    result: BarredListResult,
    trigger: CheckTrigger,
    ids: { userId?: number; pendingRegistrationId?: number },
  ): Promise<void>;
  /** An account that registered after a clear answer: its next checks count from now. */
  accountOpened(userId: number): Promise<void>;
  /**
   * A sign-in that passed the password: consults when the account's last
   * answered check is from an earlier São Paulo day. Never refuses the
   * sign-in: a barred account goes to OnBarred, a provider down owes a retry.
   */
  atSignIn(userId: number): Promise<void>;
  runDueChecks(): Promise<number>;
}

export interface BarredListChecksOptions {
  db: Database;
  clock: () => number;
  provider: BarredListProvider;
  onBarred: OnBarred;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** Consultations per background turn (a turn runs each minute). */
  checksPerTurn: number;
  /** The registrations waiting for a check (pending-registrations.ts): one more consultation each. */
  pending: () => { resolve(pending: PendingRegistration): Promise<boolean> };
}

export interface ChecksDeps extends BarredListChecksOptions {
  streak: FailingStreak;
}

type CheckOutcome = 'unavailable' | 'barred' | 'clear';

export function checkOutcome(result: BarredListResult): CheckOutcome {
  if (result.kind === 'unavailable') return 'unavailable';
  return barredBases(result.answer).length > 0 ? 'barred' : 'clear';
}

function showFailing(deps: ChecksDeps): void {
  deps.metrics.barredListFailingSeconds.set(deps.streak.seconds());
}

export async function consult(deps: ChecksDeps, cpf: string): Promise<BarredListResult> {
  const result = await deps.provider.consult(cpf);
  deps.streak.saw(result.kind === 'answered');
  showFailing(deps);
  return result;
}

interface RecordCheckInput {
  cpf: string;
  result: BarredListResult;
  trigger: CheckTrigger;
  ids: { userId?: number; pendingRegistrationId?: number };
}

export async function recordCheck(
  deps: Pick<ChecksDeps, 'db' | 'clock' | 'metrics'>,
  { cpf, result, trigger, ids }: RecordCheckInput,
): Promise<void> {
  const outcome = checkOutcome(result);
  deps.metrics.barredListChecks.inc({ trigger, outcome });
  await insertCheck(deps.db, {
    userId: ids.userId ?? null,
    pendingRegistrationId: ids.pendingRegistrationId ?? null,
    cpf,
    checkedAt: deps.clock(),
    trigger,
    outcome,
    answer: result.kind === 'answered' ? result.answer : null,
    failure: result.kind === 'unavailable' ? result.reason : null,
  });
}

export async function checkAccount(
  deps: ChecksDeps,
  account: AccountToCheck,
  trigger: CheckTrigger,
): Promise<boolean> {
  const { db, clock, log } = deps;
  const result = await consult(deps, account.cpf);
  await recordCheck(deps, { cpf: account.cpf, result, trigger, ids: { userId: account.userId } });
  if (result.kind === 'unavailable') {
    await markRetryDue(db, account.userId);
    log.warn(
      { userId: account.userId, trigger, reason: result.reason },
      'impedidos: no answer, retry queued',
    );
    return false;
  }
  await markAccountChecked(db, account.userId, clock());
  if (barredBases(result.answer).length === 0) return true;
  log.warn({ userId: account.userId, trigger }, 'impedidos: account barred');
  try {
    await deps.onBarred(account.userId, result.answer, SYSTEM_ACTOR);
  } catch (error) {
    // Checked again at the next turn, which calls OnBarred again (it is idempotent).
    await markRetryDue(db, account.userId);
    log.error({ err: error, userId: account.userId }, 'impedidos: barred-account procedure failed');
  }
  return true;
}

async function checkAtSignIn(deps: ChecksDeps, userId: number): Promise<void> {
  const account = await accountToCheck(deps.db, userId);
  const today = saoPauloToday(deps.clock());
  if (account.lastCheckedAt !== null && saoPauloToday(account.lastCheckedAt) === today) return;
  await checkAccount(deps, account, 'daily_sign_in');
}

async function runDueChecks(deps: ChecksDeps): Promise<number> {
  const { db, clock } = deps;
  let budget = deps.checksPerTurn;
  let made = 0;
  try {
    // Registrations waiting first: a person is waiting for them.
    for (const waiting of await duePendingRegistrations(db, clock(), budget)) {
      budget -= 1;
      made += 1;
      if (!(await deps.pending().resolve(waiting))) return made;
    }
    for (const account of await accountsWithRetryDue(db, budget)) {
      budget -= 1;
      made += 1;
      if (!(await checkAccount(deps, account, 'retry'))) return made;
    }
    for (const account of await accountsCheckedBefore(db, clock() - SWEEP_AFTER_MS, budget)) {
      budget -= 1;
      made += 1;
      if (!(await checkAccount(deps, account, 'sweep'))) return made;
    }
    return made;
  } finally {
    deps.metrics.barredListOverdue.set(
      await countAccountsCheckedBefore(db, clock() - CHECK_AT_LEAST_EVERY_MS),
    );
    showFailing(deps);
  }
}

export function barredListChecks(options: BarredListChecksOptions): BarredListChecks {
  const deps: ChecksDeps = { ...options, streak: new FailingStreak(options.clock) };
  return {
    consult: (cpf) => consult(deps, cpf),
    record: (cpf, result, trigger, ids) => recordCheck(deps, { cpf, result, trigger, ids }),
    accountOpened: (userId) => markAccountChecked(deps.db, userId, deps.clock()),
    atSignIn: (userId) => checkAtSignIn(deps, userId),
    runDueChecks: () => runDueChecks(deps),
  };
}
