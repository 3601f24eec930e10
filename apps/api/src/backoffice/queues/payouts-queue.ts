// Sent again under the same payout id, the provider's idempotency key.
import { MINUTE_MS } from '@velas/domain/calendar';
import { WITHDRAWAL_WARNING_MINUTES } from '@velas/domain/constants';
import { backofficeMessages } from '@velas/domain/messages/backoffice';
import { walletMessages } from '@velas/domain/messages/wallet';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { staffActor } from '#/audit/audit-actor.js';
import type { Queryable } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';
import { selectPayout } from '#/payouts/payouts-repository.js';
import {
  RESEND_AFTER_MS,
  sendPayout,
  settlePayout,
  type PayoutContext,
} from '#/payouts/payouts.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { age } from './queue-item.js';
import { selectStuckPayouts } from './queues-repository.js';

/**
 * Stuck payouts, and first every payout of a withdrawal near or past its
 * 2-hour deadline (the alert's threshold too), whoever holds it.
 */
export async function stuckPayoutsQueue(db: Queryable, now: number) {
  const rows = await selectStuckPayouts(
    db,
    new Date(now - RESEND_AFTER_MS),
    new Date(now - WITHDRAWAL_WARNING_MINUTES * MINUTE_MS),
  );
  return {
    payouts: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      withdrawalId: row.withdrawalId,
      amountCents: row.amountCents,
      state: row.status,
      late: row.late,
      requestedAt: row.requestedAt.toISOString(),
      ...age(row.createdAt, now),
    })),
  };
}

interface AuditPayoutActionInput {
  call: StaffCall;
  payoutId: string;
  action: string;
  reason: string;
}

async function auditPayoutAction(
  payouts: PayoutContext,
  { call, payoutId, action, reason }: AuditPayoutActionInput,
): Promise<void> {
  await payouts.db.transaction(async (tx) => {
    const payout = await selectPayout(tx, payoutId);
    await auditStaffAction(tx, {
      staff: call.staff,
      action,
      userId: payout?.userId ?? null,
      reason,
      amountCents: payout?.amountCents,
      details: { payoutId },
      at: call.now,
    });
  });
}

/**
 * resend: the same payout id again, so the provider pays it at most once.
 * return: sent once more first; a provider that accepts it now keeps it (409),
 * one that refuses it fails it (its money returns), and one that still does
 * not answer has it failed here, its money returned through the ledger.
 * The payout's state afterwards.
 */
export async function actOnStuckPayout(
  payouts: PayoutContext,
  call: StaffCall,
  payoutId: string,
  request: { action: 'resend' | 'return'; reason: string },
): Promise<{ state: 'queued' | 'sent' | 'paid' | 'failed' }> {
  const before = await selectPayout(payouts.db, payoutId);
  if (before?.purpose !== 'withdrawal') throw new NotFound(walletMessages.withdrawNotFound);
  if (before.status !== 'queued') throw new Conflict(staffMessages.staffPayoutNotStuck);
  await auditPayoutAction(payouts, {
    call,
    payoutId,
    action: `payout_${request.action}`,
    reason: request.reason,
  });
  await sendPayout(payouts, payoutId);
  const sent = await selectPayout(payouts.db, payoutId);
  if (request.action === 'resend' || sent?.status !== 'queued')
    return { state: sent?.status ?? 'queued' };
  await payouts.db.transaction((tx) =>
    settlePayout(tx, {
      verdict: {
        payoutId,
        result: 'failed',
        amountCents: before.amountCents,
        reason: backofficeMessages.payoutReturnedByStaff,
      },
      now: call.now,
      actor: staffActor(call.staff.id),
      settleWithdrawal: payouts.settleWithdrawal,
    }),
  );
  return { state: 'failed' };
}
