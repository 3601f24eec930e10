// Received Pix payments refunded instead of credited (docs/operations/back-office-queues.md#queues),
// with their refund's state; a resend sends the same refund again, or a new
// one after its refund failed (wallet/received-payments.ts queued the first).
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { Queryable } from '#/db/database';
import { Conflict, NotFound } from '#/domain-errors';
import { queueRefund, sendAfterCommit, type PayoutContext } from '#/payouts/payouts';
import { selectPayout } from '#/payouts/payouts-repository';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit';
import { setRefundPayout } from '#/wallet/received-payments-repository';
import { age } from './queue-item.js';
import { lockReceivedPayment, selectUncreditedPayments } from './queues-repository.js';

export async function uncreditedQueue(db: Queryable, now: number) {
  const rows = await selectUncreditedPayments(db);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      paymentId: row.payment_id,
      chargeId: row.charge_id,
      userId: row.user_id,
      amountCents: row.amount_cents,
      state: row.outcome,
      refundPayoutId: row.payout_id,
      refundState: row.refund_status,
      refundFailure: row.failure_reason,
      ...age(row.received_at, now),
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
    if (row.refund_status === 'paid') throw new Conflict(staffMessages.staffRefundNotFailed);
    let id = row.payout_id;
    if (id === null || row.refund_status === 'failed') {
      id = await queueRefund(
        tx,
        { userId: row.user_id, amountCents: row.amount_cents, paymentId: row.payment_id },
        call.now,
      );
      await setRefundPayout(tx, row.id, id);
    }
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'refund_resent',
      userId: row.user_id,
      reason,
      amountCents: row.amount_cents,
      details: { receivedPaymentId: row.id, payoutId: id, previousPayoutId: row.payout_id },
      at: call.now,
    });
    sendAfterCommit(payouts, id);
    return id;
  });
  const payout = await selectPayout(payouts.db, payoutId);
  return { refundPayoutId: payoutId, refundState: payout?.status ?? 'queued' };
}
