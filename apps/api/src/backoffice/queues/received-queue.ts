import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { Queryable } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';
import { selectPayout } from '#/payouts/payouts-repository.js';
import { queueRefund, sendAfterCommit, type PayoutContext } from '#/payouts/payouts.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import {
  lockReceivedPayment,
  selectUncreditedPayments,
  setRefundPayout,
} from '#/wallet/received-payments-repository.js';
import { age } from './queue-item.js';

export async function uncreditedQueue(db: Queryable, now: number) {
  const rows = await selectUncreditedPayments(db);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      paymentId: row.paymentId,
      chargeId: row.chargeId,
      userId: row.userId,
      amountCents: row.amountCents,
      state: row.outcome,
      refundPayoutId: row.payoutId,
      refundState: row.refundStatus,
      refundFailure: row.failureReason,
      ...age(row.receivedAt, now),
    })),
  };
}

/**
 * A refund still queued or with the provider is sent again under its own id;
 * one that failed is replaced by a new refund (a failed payout is final at
 * the provider). Never for a refund paid.
 */
export async function resendRefund(
  payouts: PayoutContext,
  call: StaffCall,
  receivedId: number,
  reason: string,
): Promise<{ refundPayoutId: string; refundState: string }> {
  const payoutId = await payouts.db.transaction(async (tx) => {
    const row = await lockReceivedPayment(tx, receivedId);
    if (row === undefined || row.outcome === 'credited')
      throw new NotFound(staffMessages.staffRefundNotFailed);
    if (row.refundStatus === 'paid') throw new Conflict(staffMessages.staffRefundNotFailed);
    let id = row.payoutId;
    if (id === null || row.refundStatus === 'failed') {
      id = await queueRefund(
        tx,
        { userId: row.userId, amountCents: row.amountCents, paymentId: row.paymentId },
        call.now,
      );
      await setRefundPayout(tx, row.id, id);
    }
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'refund_resent',
      userId: row.userId,
      reason,
      amountCents: row.amountCents,
      details: { receivedPaymentId: row.id, payoutId: id, previousPayoutId: row.payoutId },
      at: call.now,
    });
    sendAfterCommit(payouts, id);
    return id;
  });
  const payout = await selectPayout(payouts.db, payoutId);
  return { refundPayoutId: payoutId, refundState: payout?.status ?? 'queued' };
}
