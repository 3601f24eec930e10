// The only way money moves, in the caller's transaction: the balance never
// goes below zero, and the same statement writes the audit row
// (docs/operations/audit-trail.md#audit-trail).
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import type { LedgerEntryKindStatus } from '@velas/domain/schemas/transactions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { AuditActor } from '#/audit/audit-actor.js';
import { countAuditRow, currentRequestId } from '#/audit/audit-trail.js';
import type { Tx } from '#/db/database.js';
import { Refused } from '#/domain-errors.js';
import { countAfterCommit } from '#/metrics/count-after-commit.js';
import { moveBalance } from './ledger-repository.js';

interface LedgerEntryFields {
  actor: AuditActor;
  userId: number;
  /** Signed: positive credits the account, negative debits it. */
  amount: Cents;
  gameName?: string | null;
  /** What the entry settles; unique, so the same deposit can never be credited twice. */
  reference?: string | null;
  at: number;
}

/**
 * A movement, its kind and a status of that kind (docs/api/money.md#ledger-statuses):
 * a deposit written `bet` does not compile.
 */
export type LedgerEntryInput = LedgerEntryFields & LedgerEntryKindStatus;

export const ADJUSTMENT_STATUS = 'adjustment';

/**
 * The entry would take the balance below zero. A refusal like any other
 * (http/error-handler.ts answers it), worded for whoever moved the money: the
 * staff approving an adjustment, else the player asking for a withdrawal.
 */
export class InsufficientBalanceError extends Refused {
  static of(entry: LedgerEntryInput): InsufficientBalanceError {
    return entry.status === ADJUSTMENT_STATUS
      ? new InsufficientBalanceError(staffMessages.staffAdjustmentBelowZero, {
          code: 'insufficient_balance',
        })
      : InsufficientBalanceError.field(
          'amount',
          walletMessages.insufficientBalance,
          'insufficient_balance',
        );
  }
}

/** In the caller's transaction (`tx`). Returns the entry id and the balance after it. */
export async function postLedgerEntry(
  tx: Tx,
  entry: LedgerEntryInput,
): Promise<{ id: number; balanceAfter: Cents }> {
  const { actor, gameName, reference, at, ...movement } = entry;
  const moved = await moveBalance(
    tx,
    { ...movement, gameName: gameName ?? null, reference: reference ?? null, at: new Date(at) },
    {
      actor,
      requestId: currentRequestId(),
      details: { kind: entry.kind, status: entry.status, reference: reference ?? null },
    },
  );
  if (moved === undefined) throw InsufficientBalanceError.of(entry);
  countAuditRow(tx, 'money');
  countEntry(tx, entry);
  return { id: moved.id, balanceAfter: moved.balanceAfter };
}

/**
 * Every money path goes through here, so each is in the metrics once
 * committed, a job's as a request's.
 */
function countEntry(tx: Tx, entry: LedgerEntryInput): void {
  countAfterCommit(tx, (metrics) => {
    const cents = Math.abs(entry.amount);
    const direction = entry.amount >= 0 ? 'credit' : 'debit';
    metrics.ledgerCents.inc({ kind: entry.kind, direction }, cents);
    // A staff adjustment is a ledger credit, not a Pix deposit.
    if (entry.kind === 'Deposit' && entry.amount > 0 && entry.status !== ADJUSTMENT_STATUS)
      metrics.moneyCents.inc({ flow: 'deposit_credited' }, cents);
    // Payouts paid and failed and refunds are counted where they settle (payouts/payouts.ts).
  });
}
