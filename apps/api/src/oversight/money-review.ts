// The held-money queue (docs/api/money.md#brakes-on-money-out): withdrawals a
// brake held in `review` and wins held above their game's ceiling, and a
// person's decision on each. The `held` command calls these today; the back
// office will call the same functions.
//   release a withdrawal  its payout is queued (sent after the commit, or by the resend job)
//   return a withdrawal   it fails and its money returns to the balance, once
//   release a win         credited through the ledger as the win would have been, once
//   return a win          never credited: the money stays with the house
import { messages } from '@velas/domain/messages';
import { toCents } from '@velas/domain/money';
import { type AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { Queryable, Tx } from '../db/database.js';
import { Conflict, NotFound } from '../domain-errors.js';
import { markWinDecided } from '../games/game-wallet-repository.js';
import { GAME_LEDGER_STATUS } from '../games/game-wallet.js';
import { gameReference, reversalReference } from '../money/ledger-references.js';
import { postLedgerEntry } from '../money/ledger.js';
import { queueWithdrawalPayout } from '../payouts/payouts.js';
import { markWithdrawalReviewed } from '../wallet/withdrawals-repository.js';
import {
  lockHeldWin,
  lockWithdrawal,
  selectHeldWins,
  selectWithdrawalsInReview,
  type HeldWinRow,
  type HeldWithdrawalRow,
} from './money-review-repository.js';

export type Decision = 'release' | 'return';

export interface HeldMoney {
  withdrawals: HeldWithdrawalRow[];
  wins: HeldWinRow[];
}

export async function listHeldMoney(db: Queryable): Promise<HeldMoney> {
  return { withdrawals: await selectWithdrawalsInReview(db), wins: await selectHeldWins(db) };
}

/** Who decided, kept on the row and in the audit trail. */
export interface Reviewer {
  by: string;
  /** Who the audit trail names: the staff member, or the system for the `held` command. */
  actor: AuditActor;
  now: number;
}

/**
 * Carries out a person's decision on a held withdrawal: released, its payout
 * is queued; returned, it fails and its money comes back. Inside
 * `db.transaction`. The payout to send after the commit when released; null
 * when returned.
 */
export async function settleHeldWithdrawal(
  tx: Tx,
  id: number,
  decision: Decision,
  reviewer: Reviewer,
): Promise<string | null> {
  const row = await lockWithdrawal(tx, id);
  if (row === undefined) throw new NotFound(messages.withdrawNotFound);
  if (row.status !== 'review') throw new Conflict(messages.reviewAlreadyDecided);
  const at = new Date(reviewer.now);
  const outcome = decision === 'release' ? 'released' : 'returned';
  await markWithdrawalReviewed(tx, id, outcome, reviewer.by, at);
  await recordAudit(tx, {
    actor: reviewer.actor,
    userId: row.user_id,
    category: 'money',
    action: `withdrawal_${outcome}`,
    amountCents: row.amount_cents,
    details: { withdrawalId: id, reason: row.review_reason, by: reviewer.by },
    at: reviewer.now,
  });
  if (decision === 'release')
    return queueWithdrawalPayout(
      tx,
      {
        id,
        userId: row.user_id,
        amountCents: row.amount_cents,
        pixType: row.pix_type,
        pixKey: row.pix_key,
      },
      reviewer.now,
    );
  await postLedgerEntry(tx, {
    actor: reviewer.actor,
    userId: row.user_id,
    amount: toCents(row.amount_cents),
    kind: 'Withdraw',
    status: 'reversed',
    reference: reversalReference(id),
    at: reviewer.now,
  });
  return null;
}

/**
 * Carries out a person's decision on a win held above its ceiling: released,
 * it is credited as the win would have been; returned, never. Inside
 * `db.transaction`.
 */
export async function settleHeldWin(
  tx: Tx,
  id: number,
  decision: Decision,
  reviewer: Reviewer,
): Promise<void> {
  const row = await lockHeldWin(tx, id);
  if (row === undefined) throw new NotFound(messages.heldWinNotFound);
  if (row.status !== 'held') throw new Conflict(messages.reviewAlreadyDecided);
  const outcome = decision === 'release' ? 'released' : 'returned';
  await markWinDecided(tx, id, outcome, reviewer.by, new Date(reviewer.now));
  await recordAudit(tx, {
    actor: reviewer.actor,
    userId: row.user_id,
    category: 'money',
    action: `win_${outcome}`,
    amountCents: row.amount_cents,
    details: { heldWinId: id, transactionUuid: row.transaction_uuid, by: reviewer.by },
    at: reviewer.now,
  });
  if (decision === 'release')
    // The reference the win would have had: unique, so it is credited at most once.
    await postLedgerEntry(tx, {
      actor: reviewer.actor,
      userId: row.user_id,
      amount: toCents(row.amount_cents),
      kind: 'CasinoTransaction',
      status: GAME_LEDGER_STATUS.win,
      gameName: row.game_name,
      reference: gameReference(row.transaction_uuid),
      at: reviewer.now,
    });
}
