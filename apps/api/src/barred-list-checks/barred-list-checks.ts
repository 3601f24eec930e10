// When the regulator's "Módulo de Impedidos" is consulted, and what each answer
// does (docs/product.md#registration, #accounts-and-sign-in): at registration
// (registration-routes.ts), at the first sign-in of each São Paulo day, and in
// the background: pending registrations, checks a sign-in owed while the
// provider was down, and every open account at most 15 days after its last
// check (aimed at 14, so none becomes overdue). Every consultation is stored.
import { DAY_MS, saoPauloToday } from '@velas/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import { SYSTEM_ACTOR, type AuditActor } from '../audit/audit-actor.js';
import type { Database } from '../db/database.js';
import type { Metrics } from '../metrics/metrics.js';
import type { ImpedidosProvider, ImpedidosResult } from '../providers/impedidos-provider.js';
import { barredBases, type ImpedidosAnswer } from '../providers/impedidos.js';
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

/**
 * What a check does when an existing account's CPF is barred: starts the
 * barred-account procedure (block, notice, withdrawal window, refund, close).
 * Idempotent: a second call for an account already barred changes nothing.
 */
/** `actor`: who found the bar, named by its audit row. */
export type OnBarred = (
  userId: number,
  answer: ImpedidosAnswer,
  actor: AuditActor,
) => Promise<void>;

/** The rule's limit: no open account goes longer than this without a check. */
export const CHECK_AT_LEAST_EVERY_MS = 15 * DAY_MS;
/** The sweep takes accounts a day early, so a slow or failing day does not make any overdue. */
export const SWEEP_AFTER_MS = 14 * DAY_MS;

export interface ImpedidosChecks {
  /** One consultation for a registration; the caller records it (registration-routes.ts). */
  consult(cpf: string): Promise<ImpedidosResult>;
  /** Stores a registration's consultation: refused (no ids), pending, or opened. */
  record(
    cpf: string,
    result: ImpedidosResult,
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
  /** The background work of one turn; returns how many consultations it made. */
  runDueChecks(): Promise<number>;
}

export function impedidosChecks(options: {
  db: Database;
  clock: () => number;
  provider: ImpedidosProvider;
  onBarred: OnBarred;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** Consultations per background turn (a turn runs each minute). */
  checksPerTurn: number;
  /** The registrations waiting for a check (pending-registrations.ts): one more consultation each. */
  pending: () => { resolve(pending: PendingRegistration): Promise<boolean> };
}): ImpedidosChecks {
  const { db, clock, provider, metrics, log } = options;
  // The first failure of the current failing streak; null while the provider answers.
  let failingSince: number | null = null;

  const showFailing = () => {
    metrics.impedidosFailingSeconds.set(
      failingSince === null ? 0 : Math.max(0, (clock() - failingSince) / 1000),
    );
  };

  async function consult(cpf: string): Promise<ImpedidosResult> {
    const result = await provider.consult(cpf);
    if (result.kind === 'answered') failingSince = null;
    else failingSince ??= clock();
    showFailing();
    return result;
  }

  const outcomeOf = (result: ImpedidosResult) =>
    result.kind === 'unavailable'
      ? 'unavailable'
      : barredBases(result.answer).length > 0
        ? 'barred'
        : 'clear';

  async function record(
    cpf: string,
    result: ImpedidosResult,
    trigger: CheckTrigger,
    ids: { userId?: number; pendingRegistrationId?: number },
  ): Promise<void> {
    const outcome = outcomeOf(result);
    metrics.impedidosChecks.inc({ trigger, outcome });
    await insertCheck(db, {
      userId: ids.userId ?? null,
      pendingRegistrationId: ids.pendingRegistrationId ?? null,
      cpf,
      checkedAt: clock(),
      trigger,
      outcome,
      answer: result.kind === 'answered' ? result.answer : null,
      failure: result.kind === 'unavailable' ? result.reason : null,
    });
  }

  /** One check of an existing account; false when the provider did not answer. */
  async function checkAccount(account: AccountToCheck, trigger: CheckTrigger): Promise<boolean> {
    const result = await consult(account.cpf);
    await record(account.cpf, result, trigger, { userId: account.userId });
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
      await options.onBarred(account.userId, result.answer, SYSTEM_ACTOR);
    } catch (error) {
      // Checked again at the next turn, which calls OnBarred again (it is idempotent).
      await markRetryDue(db, account.userId);
      log.error(
        { err: error, userId: account.userId },
        'impedidos: barred-account procedure failed',
      );
    }
    return true;
  }

  return {
    consult,
    record,
    accountOpened: (userId) => markAccountChecked(db, userId, clock()),

    async atSignIn(userId) {
      const account = await accountToCheck(db, userId);
      const today = saoPauloToday(clock());
      if (account.lastCheckedAt !== null && saoPauloToday(account.lastCheckedAt) === today) return;
      await checkAccount(account, 'daily_sign_in');
    },

    async runDueChecks() {
      let budget = options.checksPerTurn;
      let made = 0;
      try {
        // Registrations waiting first: a person is waiting for them.
        for (const waiting of await duePendingRegistrations(db, clock(), budget)) {
          budget -= 1;
          made += 1;
          if (!(await options.pending().resolve(waiting))) return made;
        }
        for (const account of await accountsWithRetryDue(db, budget)) {
          budget -= 1;
          made += 1;
          if (!(await checkAccount(account, 'retry'))) return made;
        }
        for (const account of await accountsCheckedBefore(db, clock() - SWEEP_AFTER_MS, budget)) {
          budget -= 1;
          made += 1;
          if (!(await checkAccount(account, 'sweep'))) return made;
        }
        return made;
      } finally {
        metrics.impedidosOverdue.set(
          await countAccountsCheckedBefore(db, clock() - CHECK_AT_LEAST_EVERY_MS),
        );
        showFailing();
      }
    },
  };
}
