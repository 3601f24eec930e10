import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { chargeIdOfDepositReference } from '#/money/ledger-references.js';
import { selectReceivedPayments, selectUnmatchedCredits } from './received-pix-repository.js';

export type ReceivedPixState = 'credited' | 'refunded' | 'refund_processing' | 'pending_review';

export interface ReceivedPixLine {
  paymentId: string | null;
  /** The charge the provider named (for unknown_charge, one we do not have). */
  chargeId: string;
  /** null for a payment of a charge we do not have: it is nobody's balance. */
  userId: number | null;
  amountCents: Cents;
  at: string;
  /**
   * credited, or why it is refunded (late, duplicate, cancelled,
   * amount_mismatch, unknown_charge).
   */
  outcome: string;
  state: ReceivedPixState;
}

export interface ReceivedPixReconciliation {
  lines: ReceivedPixLine[];
  totals: Record<ReceivedPixState | 'received', number>;
  balanced: boolean;
}

function stateOf(
  outcome: string,
  payoutStatus: string | null,
  ledgerCents: Cents | null,
  amount: Cents,
): ReceivedPixState {
  if (outcome === 'credited') return ledgerCents === amount ? 'credited' : 'pending_review';
  if (payoutStatus === 'paid') return 'refunded';
  if (payoutStatus === 'queued' || payoutStatus === 'sent') return 'refund_processing';
  return 'pending_review';
}

export async function reconcileReceivedPix(db: Queryable): Promise<ReceivedPixReconciliation> {
  const lines: ReceivedPixLine[] = (await selectReceivedPayments(db)).map((row) => ({
    paymentId: row.paymentId,
    chargeId: row.chargeId,
    userId: row.userId,
    amountCents: row.amountCents,
    at: row.receivedAt.toISOString(),
    outcome: row.outcome,
    state: stateOf(row.outcome, row.payoutStatus, row.ledgerCents, row.amountCents),
  }));
  for (const credit of await selectUnmatchedCredits(db))
    lines.push({
      paymentId: null,
      chargeId: chargeIdOfDepositReference(credit.reference),
      userId: credit.userId,
      amountCents: credit.amountCents,
      at: credit.createdAt.toISOString(),
      outcome: 'ledger_only',
      state: 'pending_review',
    });
  const totals = { received: 0, credited: 0, refunded: 0, refund_processing: 0, pending_review: 0 };
  for (const line of lines) {
    if (line.paymentId !== null) totals.received += line.amountCents;
    totals[line.state] += line.amountCents;
  }
  const balanced =
    totals.pending_review === 0 &&
    totals.received === totals.credited + totals.refunded + totals.refund_processing;
  return { lines, totals, balanced };
}
