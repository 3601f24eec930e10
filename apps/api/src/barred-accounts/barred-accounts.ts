// Spec: docs/product/player-protection.md#barred-account.
import { barredMessages } from '@velas/domain/barred-list';
import { DAY_MS } from '@velas/domain/calendar';
import { findEmailAndStatus, lockUser } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Database } from '#/db/database.js';
import { haltPlay } from '#/protection/halt-play.js';
import {
  barredBases,
  type BarredListBase,
  type BarredListAnswer,
} from '#/providers/barred-list.js';
import {
  insertBarredAccount,
  insertBarredNotice,
  insertBarredStep,
} from './barred-accounts-repository.js';
import { sendUnsentNotices, type NoticeDeps } from './barred-notices.js';
import { endDueWindows, type WindowDeps, type WindowOutcome } from './barred-window.js';

/**
 * How long the player has to withdraw: the norms give 2 days from the
 * notice (IN SPA/MF nº 31/2025; IN SPA/MF nº 22/2025), which leaves at once.
 */
export const WITHDRAW_WINDOW_MS = 2 * DAY_MS;

type BarredAccountsOptions = NoticeDeps & WindowDeps;

export interface BarredAccounts {
  /**
   * Starts the procedure for an account whose CPF the answer bars; idempotent.
   * What the barred-list checks are handed as their OnBarred (barred-list-checks/barred-list-plugin.ts).
   */
  onBarred: (userId: number, answer: BarredListAnswer, actor: AuditActor) => Promise<void>;
  sendUnsentNotices(): Promise<number>;
  endDueWindows(): Promise<Map<number, WindowOutcome>>;
}

interface StoreBarInput {
  userId: number;
  answer: BarredListAnswer;
  bases: BarredListBase[];
  now: number;
  actor: AuditActor;
}

/**
 * Blocks the account, stores its bar and notice and audits it, in one
 * transaction; false when there is nothing to do (a closed account, a bar
 * stored already).
 */
async function storeBar(
  db: Database,
  { userId, answer, bases, now, actor }: StoreBarInput,
): Promise<boolean> {
  const withdrawUntil = now + WITHDRAW_WINDOW_MS;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const account = await findEmailAndStatus(tx, userId);
    // A closed account has nothing left to block, withdraw or close.
    if (account === null || account.status === 'closed') return false;
    const bar = { userId, bases, answeredAt: answer.answeredAt, barredAt: now, withdrawUntil };
    if (!(await insertBarredAccount(tx, bar))) return false;
    await insertBarredStep(tx, { userId, step: 'barred', now });
    // As a self-exclusion does: no open charge may still be paid, no open game may still bet.
    await haltPlay(tx, userId, now);
    await insertBarredNotice(tx, {
      userId,
      address: account.email,
      subject: barredMessages.noticeSubject,
      body: barredMessages.noticeText(bases, withdrawUntil),
      createdAt: now,
    });
    await recordAudit(tx, {
      actor,
      userId,
      category: 'exclusion',
      action: 'impedido_barred',
      details: {
        bases,
        answeredAt: new Date(answer.answeredAt).toISOString(),
        withdrawUntil: new Date(withdrawUntil).toISOString(),
      },
      at: now,
    });
    return true;
  });
}

async function onBarred(
  deps: NoticeDeps,
  userId: number,
  answer: BarredListAnswer,
  actor: AuditActor,
): Promise<void> {
  const bases = barredBases(answer);
  if (bases.length === 0) return;
  if (await storeBar(deps.db, { userId, answer, bases, now: deps.clock(), actor }))
    await sendUnsentNotices(deps, userId);
}

export function barredAccounts(options: BarredAccountsOptions): BarredAccounts {
  return {
    onBarred: (userId, answer, actor) => onBarred(options, userId, answer, actor),
    sendUnsentNotices: () => sendUnsentNotices(options),
    endDueWindows: () => endDueWindows(options),
  };
}
