import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents, type Cents } from '@velas/domain/money';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Queryable, Tx } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';
import { markWinDecided } from '#/games/game-wallet-repository.js';
import { GAME_LEDGER_STATUS } from '#/games/game-wallet.js';
import { lockHeldWin, selectHeldWins, type HeldWinRow } from '#/games/held-wins-repository.js';
import type { HeldMoneyDecision, HeldMoneyOutcome } from '#/money/held-money-outcome.js';
import { gameReference, reversalReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { queueWithdrawalPayout } from '#/payouts/payouts.js';
import {
  lockWithdrawal,
  selectWithdrawalsInReview,
  type HeldWithdrawalRow,
} from '#/wallet/withdrawals/held-withdrawals-repository.js';
import { markWithdrawalReviewed } from '#/wallet/withdrawals/withdrawals-repository.js';

export type Decision = 'release' | 'return';

export interface HeldMoney {
  withdrawals: HeldWithdrawalRow[];
  wins: HeldWinRow[];
}

export async function listHeldMoney(db: Queryable): Promise<HeldMoney> {
  return { withdrawals: await selectWithdrawalsInReview(db), wins: await selectHeldWins(db) };
}

export interface Reviewer {
  actor: AuditActor;
  now: number;
}

/** One kind of held money: how its row is found, marked and carried out. */
interface HeldKind<Row extends { userId: number; amountCents: Cents }, Result> {
  /** The audit action's prefix: `withdrawal_released`, `win_returned`. */
  action: 'withdrawal' | 'win';
  notFound: string;
  lock(tx: Tx, id: number): Promise<Row | undefined>;
  stillHeld(row: Row): boolean;
  mark(tx: Tx, decided: HeldMoneyDecision): Promise<void>;
  details(row: Row, id: number): Record<string, unknown>;
  carryOut(tx: Tx, row: Row, decision: Decision, reviewer: Reviewer): Promise<Result>;
}

declare const lockedInTransaction: unique symbol;
/** A held row under `FOR UPDATE` until its transaction ends: only lockHeld makes one. */
export type Locked<Row> = Row & { readonly [lockedInTransaction]: true };

/** The row locked in the caller's transaction; NotFound when there is none. */
async function lockHeld<Row extends { userId: number; amountCents: Cents }, Result>(
  tx: Tx,
  kind: HeldKind<Row, Result>,
  id: number,
): Promise<Locked<Row>> {
  const row = await kind.lock(tx, id);
  if (row === undefined) throw new NotFound(kind.notFound);
  return row as Locked<Row>;
}

interface SettleHeldInput<Row extends { userId: number; amountCents: Cents }, Result> {
  kind: HeldKind<Row, Result>;
  id: number;
  row: Locked<Row>;
  decision: Decision;
  reviewer: Reviewer;
}

/** Refuse what was decided already, mark, audit, carry out: in the transaction that locked `row`. */
async function settleLocked<Row extends { userId: number; amountCents: Cents }, Result>(
  tx: Tx,
  { kind, id, row, decision, reviewer }: SettleHeldInput<Row, Result>,
): Promise<Result> {
  if (!kind.stillHeld(row)) throw new Conflict(walletMessages.reviewAlreadyDecided);
  const outcome: HeldMoneyOutcome = decision === 'release' ? 'released' : 'returned';
  await kind.mark(tx, {
    id,
    decision: outcome,
    by: reviewer.actor,
    at: new Date(reviewer.now),
  });
  await recordAudit(tx, {
    actor: reviewer.actor,
    userId: row.userId,
    category: 'money',
    action: `${kind.action}_${outcome}`,
    amountCents: row.amountCents,
    details: kind.details(row, id),
    at: reviewer.now,
  });
  return kind.carryOut(tx, row, decision, reviewer);
}

/** Released, its payout is queued (the payout to send after the commit); returned, it fails and its money comes back. */
const heldWithdrawal: HeldKind<HeldWithdrawalRow, string | null> = {
  action: 'withdrawal',
  notFound: walletMessages.withdrawNotFound,
  lock: lockWithdrawal,
  stillHeld: (row) => row.status === 'review',
  mark: markWithdrawalReviewed,
  details: (row, id) => ({ withdrawalId: id, reason: row.reviewReason }),
  async carryOut(tx, row, decision, reviewer) {
    if (decision === 'release')
      return queueWithdrawalPayout(
        tx,
        {
          id: row.id,
          userId: row.userId,
          amountCents: row.amountCents,
          pixType: row.pixType,
          pixKey: row.pixKey,
        },
        reviewer.now,
      );
    await postLedgerEntry(tx, {
      actor: reviewer.actor,
      userId: row.userId,
      amount: toCents(row.amountCents),
      kind: 'Withdraw',
      status: 'reversed',
      reference: reversalReference(row.id),
      at: reviewer.now,
    });
    return null;
  },
};

/** Released, it is credited as the win would have been; returned, never. */
const heldWin: HeldKind<HeldWinRow, void> = {
  action: 'win',
  notFound: walletMessages.heldWinNotFound,
  lock: lockHeldWin,
  stillHeld: (row) => row.status === 'held',
  mark: markWinDecided,
  details: (row, id) => ({ heldWinId: id, transactionUuid: row.transactionUuid }),
  async carryOut(tx, row, decision, reviewer) {
    if (decision === 'return') return;
    // The reference the win would have had: unique, so it is credited at most once.
    await postLedgerEntry(tx, {
      actor: reviewer.actor,
      userId: row.userId,
      amount: toCents(row.amountCents),
      kind: 'CasinoTransaction',
      status: GAME_LEDGER_STATUS.win,
      gameName: row.gameName,
      reference: gameReference(row.transactionUuid),
      at: reviewer.now,
    });
  },
};

/**
 * The held withdrawal, locked in the caller's transaction: a caller that
 * checks something of it before deciding (the back office's four-eyes rule)
 * locks it here, then settles that row.
 */
export const lockWithdrawalToDecide = (tx: Tx, id: number): Promise<Locked<HeldWithdrawalRow>> =>
  lockHeld(tx, heldWithdrawal, id);

export const lockWinToDecide = (tx: Tx, id: number): Promise<Locked<HeldWinRow>> =>
  lockHeld(tx, heldWin, id);

/**
 * Carries out a person's decision on a withdrawal the caller locked
 * (lockWithdrawalToDecide), inside its transaction. The payout to send after the
 * commit when released; null when returned.
 */
export const settleLockedWithdrawal = (
  tx: Tx,
  row: Locked<HeldWithdrawalRow>,
  decision: Decision,
  reviewer: Reviewer,
): Promise<string | null> =>
  settleLocked(tx, { kind: heldWithdrawal, id: row.id, row, decision, reviewer });

export const settleLockedWin = (
  tx: Tx,
  row: Locked<HeldWinRow>,
  decision: Decision,
  reviewer: Reviewer,
): Promise<void> => settleLocked(tx, { kind: heldWin, id: row.id, row, decision, reviewer });

/**
 * Locks the held withdrawal and carries out a person's decision on it, inside
 * `db.transaction`. The payout to send after the commit when released; null
 * when returned.
 */
export const settleHeldWithdrawal = async (
  tx: Tx,
  id: number,
  decision: Decision,
  reviewer: Reviewer,
): Promise<string | null> =>
  settleLockedWithdrawal(tx, await lockWithdrawalToDecide(tx, id), decision, reviewer);

export const settleHeldWin = async (
  tx: Tx,
  id: number,
  decision: Decision,
  reviewer: Reviewer,
): Promise<void> => settleLockedWin(tx, await lockWinToDecide(tx, id), decision, reviewer);
