// What happens to an existing account once the regulator's "Módulo de
// Impedidos" (SIGAP) bars its CPF (docs/product.md#barred-account): blocked at
// once for deposits, bets, game starts and signals (the play refusal of
// protection/protection.ts reads the bar), told by e-mail why and until when
// the balance may be withdrawn, and, once that window ends, the balance sent to
// the holder's own CPF key and the account closed. Each step is stored and
// kept 5 years (db/migrations/210_barred_accounts.sql).
import { DAY_MS } from '@velas/domain/calendar';
import { barredMessages } from '@velas/domain/impedidos';
import { toCents, type Cents } from '@velas/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { lockUser } from '../accounts/accounts-repository.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { Database } from '../db/database.js';
import { cancelOpenCharges } from '../deposits/deposits-repository.js';
import type { Payouts } from '../payouts/payouts-plugin.js';
import { closingObstacles, markAccountClosed } from '../protection/account-closing-repository.js';
import { haltPlay } from '../protection/halt-play.js';
import type { EmailSender } from '../providers/email.js';
import { barredBases, type ImpedidosAnswer } from '../providers/impedidos.js';
import { payOutToClosedHolder } from '../wallet/closed-account-payout.js';
import {
  barredAccountHolder,
  barsPastWindow,
  hasBarredStep,
  insertBarredAccount,
  insertBarredNotice,
  insertBarredStep,
  markBarClosed,
  markClosedByBar,
  markNoticeSent,
  unsentNotices,
  type BarredAccount,
  type BarredNotice,
} from './barred-accounts-repository.js';

/**
 * How long the player has to withdraw: the norms give 2 days from the
 * notice (IN SPA/MF nº 31/2025; IN SPA/MF nº 22/2025), which leaves at once.
 */
export const WITHDRAW_WINDOW_MS = 2 * DAY_MS;

export interface BarredAccountsOptions {
  db: Database;
  clock: () => number;
  /** The provider itself, not the guarded sender: the notice is the one e-mail a barred address gets. */
  email: EmailSender;
  /** Sends a payout queued in a transaction once it committed (payouts/payouts-plugin.ts). */
  payouts: Pick<Payouts, 'sendAfterCommit'>;
  log: FastifyBaseLogger;
}

/** What a window's end did for one account. */
export type WindowOutcome =
  | { kind: 'closed'; payoutId: string | null; amount: Cents }
  /** A withdrawal in flight or a round still open: the next run tries again. */
  | { kind: 'waiting'; reason: 'withdrawal_processing' | 'round_open' };

export interface BarredAccounts {
  /**
   * Starts the procedure for an account whose CPF the answer bars; idempotent.
   * What the impedidos checks are handed as their OnBarred (impedidos/impedidos-plugin.ts).
   */
  onBarred: (userId: number, answer: ImpedidosAnswer) => Promise<void>;
  /** Sends the notices the e-mail provider has not taken yet. */
  sendUnsentNotices(): Promise<number>;
  /** Ends every window that ran out: balance to the holder's CPF key, account closed. */
  endDueWindows(): Promise<Map<number, WindowOutcome>>;
}

export function barredAccounts(options: BarredAccountsOptions): BarredAccounts {
  const { db, clock, log } = options;

  async function sendNotice(notice: BarredNotice): Promise<void> {
    await options.email.send({ to: notice.address, subject: notice.subject, text: notice.body });
    const now = clock();
    await db.transaction(async (tx) => {
      if (await markNoticeSent(tx, notice.userId, now))
        await insertBarredStep(tx, notice.userId, 'notice_sent', now);
    });
    log.info({ userId: notice.userId }, 'barred account: notice sent');
  }

  async function sendUnsent(userId?: number): Promise<number> {
    let sent = 0;
    for (const notice of await unsentNotices(db, userId)) {
      try {
        await sendNotice(notice);
        sent += 1;
      } catch (error) {
        log.warn(
          { err: error, userId: notice.userId },
          'barred account: notice not sent, retrying',
        );
      }
    }
    return sent;
  }

  async function onBarred(userId: number, answer: ImpedidosAnswer): Promise<void> {
    const bases = barredBases(answer);
    if (bases.length === 0) return;
    const now = clock();
    const withdrawUntil = now + WITHDRAW_WINDOW_MS;
    const barred = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const holder = await barredAccountHolder(tx, userId);
      // A closed account has nothing left to block, withdraw or close.
      if (holder === null || holder.status === 'closed') return false;
      const bar = { userId, bases, answeredAt: answer.answeredAt, barredAt: now, withdrawUntil };
      if (!(await insertBarredAccount(tx, bar))) return false;
      await insertBarredStep(tx, userId, 'barred', now);
      // As a self-exclusion does: no open charge may still be paid, no open game may still bet.
      await haltPlay(tx, userId, now);
      await insertBarredNotice(tx, {
        userId,
        address: holder.email,
        subject: barredMessages.noticeSubject,
        body: barredMessages.noticeText(bases, withdrawUntil),
        createdAt: now,
      });
      await recordAudit(tx, {
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
    if (barred) await sendUnsent(userId);
  }

  async function endWindow(bar: BarredAccount): Promise<WindowOutcome> {
    const now = clock();
    const outcome = await db.transaction(async (tx): Promise<WindowOutcome> => {
      await lockUser(tx, bar.userId);
      if (!(await hasBarredStep(tx, bar.userId, 'window_ended')))
        await insertBarredStep(tx, bar.userId, 'window_ended', now);
      const holder = await barredAccountHolder(tx, bar.userId);
      if (holder?.status === 'closed') {
        // The player closed it within the window (only possible with nothing left on it).
        await markBarClosed(tx, bar.userId, now);
        await insertBarredStep(tx, bar.userId, 'closed', now);
        return { kind: 'closed', payoutId: null, amount: toCents(0) };
      }
      const obstacles = await closingObstacles(tx, bar.userId, now);
      // The player's own withdrawal may still fail and bring its money back here.
      if (obstacles.processingWithdrawal)
        return { kind: 'waiting', reason: 'withdrawal_processing' };
      // Bets stop at the bar, 2 days ago, so a round still open is past what holds a
      // closing back; checked all the same. Its late win or rollback leaves to the
      // holder's CPF key (wallet/closed-account-payout.ts).
      if (obstacles.openRound) return { kind: 'waiting', reason: 'round_open' };
      if (obstacles.pendingDeposit) await cancelOpenCharges(tx, bar.userId, new Date(now));
      await markAccountClosed(tx, bar.userId, now);
      await markClosedByBar(tx, bar.userId);
      await markBarClosed(tx, bar.userId, now);
      let payoutId: string | null = null;
      if (obstacles.balance > 0) {
        const payout = await payOutToClosedHolder(tx, bar.userId, obstacles.balance, now);
        payoutId = payout?.payoutId ?? null;
        options.payouts.sendAfterCommit(payoutId, log);
        // No payout: the CPF's owner is not proven, so the money waits for the operator.
        await insertBarredStep(
          tx,
          bar.userId,
          payout === null ? 'payout_held' : 'payout_queued',
          now,
          {
            amountCents: obstacles.balance,
            ...(payout === null ? {} : { payoutId: payout.payoutId }),
          },
        );
      }
      await insertBarredStep(tx, bar.userId, 'closed', now);
      return { kind: 'closed', payoutId, amount: obstacles.balance };
    });
    return outcome;
  }

  return {
    onBarred,
    sendUnsentNotices: () => sendUnsent(),
    async endDueWindows() {
      const outcomes = new Map<number, WindowOutcome>();
      for (const bar of await barsPastWindow(db, clock())) {
        const outcome = await endWindow(bar);
        outcomes.set(bar.userId, outcome);
        log.info({ userId: bar.userId, outcome }, 'barred account: window ended');
      }
      return outcomes;
    },
  };
}
