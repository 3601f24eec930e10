// The back office's queues (docs/operations.md#back-office-queues-and-actions),
// each oldest first with its age, amount and state, and the decisions that
// close an item. Every decision reuses the module that owns the money or the
// record, and leaves a staff audit row in the same transaction:
//   held withdrawals and wins   oversight/money-review.ts (what `held` does);
//                               a withdrawal above the four-eyes amount is
//                               released only through a proposal
//   payouts never accepted      sent again under the same payout id (the
//                               provider's idempotency key), or failed and
//                               the money returned through the ledger
//   payments not credited       the refund's state; resend: the same refund
//                               again, or a new one after its refund failed
//   CPF claims                  kyc/cpf-claims-review-repository.ts (what
//                               `cpf-claims` does)
//   KYC results needing a person  kept as they are, or opened for a new attempt
import { messages } from '@velas/domain/messages';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import type { Database, Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { actAs } from '../../http/request-context.js';
import { listCpfClaims, reviewCpfClaim } from '../../kyc/cpf-claims-review-repository.js';
import { lockHeldWin, lockWithdrawal } from '../../oversight/money-review-repository.js';
import {
  decideWin,
  decideWithdrawal,
  listHeldMoney,
  type Decision,
} from '../../oversight/money-review.js';
import { selectPayout } from '../../payouts/payouts-repository.js';
import {
  queueRefund,
  RESEND_AFTER_MS,
  sendPayout,
  settlePayout,
  type PayoutContext,
} from '../../payouts/payouts.js';
import { setRefundPayout } from '../../wallet/received-payments-repository.js';
import { releaseNeedsTwo } from '../adjustments/four-eyes.js';
import { auditStaffAction } from '../audit-staff-action.js';
import { staffActor, type StaffMember } from '../staff.js';
import {
  closeKycReview,
  lockReceivedPayment,
  selectClaimant,
  selectKycForReview,
  selectStuckPayouts,
  selectUncreditedPayments,
} from './queues-repository.js';

export interface StaffCall {
  staff: StaffMember;
  now: number;
}

const age = (createdAt: Date, now: number) => ({
  createdAt: createdAt.toISOString(),
  ageSeconds: Math.max(0, Math.floor((now - createdAt.getTime()) / 1000)),
});

/** What a returned payout records as its failure reason. */
export const RETURNED_BY_STAFF = 'Devolvido ao saldo pela equipe.';

// Held withdrawals and wins.

export async function heldQueue(db: Queryable, now: number, moneyOut: MoneyOutSettings) {
  const held = await listHeldMoney(db);
  return {
    withdrawals: held.withdrawals.map((row) => ({
      id: row.id,
      userId: row.user_id,
      amountCents: row.amount_cents,
      state: row.status,
      reviewReason: row.review_reason,
      needsTwo: releaseNeedsTwo(row.amount_cents, moneyOut),
      ...age(row.created_at, now),
    })),
    wins: held.wins.map((row) => ({
      id: row.id,
      userId: row.user_id,
      game: row.game_name,
      betCents: row.bet_cents,
      amountCents: row.amount_cents,
      limitCents: row.limit_cents,
      state: row.status,
      ...age(row.created_at, now),
    })),
  };
}

/** The payout to send after the commit when released, else null. */
export async function decideHeldWithdrawal(
  db: Database,
  call: StaffCall,
  id: number,
  decision: { decision: Decision; reason: string },
  moneyOut: MoneyOutSettings,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (row === undefined) throw new HttpError(404, messages.withdrawNotFound);
    if (decision.decision === 'release' && releaseNeedsTwo(row.amount_cents, moneyOut))
      throw new HttpError(409, messages.staffReleaseNeedsApproval);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: `withdrawal_${decision.decision}`,
      userId: row.user_id,
      reason: decision.reason,
      amountCents: row.amount_cents,
      details: { withdrawalId: id },
      at: call.now,
    });
    return decideWithdrawal(tx, id, decision.decision, {
      by: staffActor(call.staff),
      now: call.now,
    });
  });
}

export async function decideHeldWin(
  db: Database,
  call: StaffCall,
  id: number,
  decision: { decision: Decision; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockHeldWin(tx, id);
    if (row === undefined) throw new HttpError(404, messages.heldWinNotFound);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: `win_${decision.decision}`,
      userId: row.user_id,
      reason: decision.reason,
      amountCents: row.amount_cents,
      details: { heldWinId: id },
      at: call.now,
    });
    await decideWin(tx, id, decision.decision, { by: staffActor(call.staff), now: call.now });
  });
}

// Payouts the provider never accepted.

export async function stuckPayoutsQueue(db: Queryable, now: number) {
  const rows = await selectStuckPayouts(db, new Date(now - RESEND_AFTER_MS));
  return {
    payouts: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      withdrawalId: row.withdrawal_id,
      amountCents: Number(row.amount_cents),
      state: row.status,
      ...age(row.created_at, now),
    })),
  };
}

async function auditPayoutAction(
  payouts: PayoutContext,
  call: StaffCall,
  payoutId: string,
  action: string,
  reason: string,
): Promise<void> {
  await payouts.db.transaction(async (tx) => {
    const payout = await selectPayout(tx, payoutId);
    await auditStaffAction(tx, {
      staff: call.staff,
      action,
      userId: payout?.user_id ?? null,
      reason,
      amountCents: payout?.amount_cents,
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
  if (before?.purpose !== 'withdrawal') throw new HttpError(404, messages.withdrawNotFound);
  if (before.status !== 'queued') throw new HttpError(409, messages.staffPayoutNotStuck);
  await auditPayoutAction(payouts, call, payoutId, `payout_${request.action}`, request.reason);
  await sendPayout(payouts, payoutId);
  const sent = await selectPayout(payouts.db, payoutId);
  if (request.action === 'resend' || sent?.status !== 'queued')
    return { state: sent?.status ?? 'queued' };
  await payouts.db.transaction((tx) =>
    settlePayout(
      tx,
      {
        payoutId,
        result: 'failed',
        amountCents: before.amount_cents,
        reason: RETURNED_BY_STAFF,
      },
      call.now,
    ),
  );
  return { state: 'failed' };
}

// Received payments not credited.

export async function uncreditedQueue(db: Queryable, now: number) {
  const rows = await selectUncreditedPayments(db);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      paymentId: row.payment_id,
      chargeId: row.charge_id,
      userId: row.user_id,
      amountCents: Number(row.amount_cents),
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
      throw new HttpError(404, messages.staffRefundNotFailed);
    if (row.refund_status === 'paid') throw new HttpError(409, messages.staffRefundNotFailed);
    let id = row.payout_id;
    if (id === null || row.refund_status === 'failed') {
      id = await queueRefund(
        tx,
        { userId: row.user_id, amountCents: Number(row.amount_cents), paymentId: row.payment_id },
        call.now,
      );
      await setRefundPayout(tx, row.id, id);
    }
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'refund_resent',
      userId: row.user_id,
      reason,
      amountCents: Number(row.amount_cents),
      details: { receivedPaymentId: row.id, payoutId: id, previousPayoutId: row.payout_id },
      at: call.now,
    });
    return id;
  });
  await sendPayout(payouts, payoutId);
  const payout = await selectPayout(payouts.db, payoutId);
  return { refundPayoutId: payoutId, refundState: payout?.status ?? 'queued' };
}

// CPF claims: what the `cpf-claims` command lists and decides.

export async function cpfClaimsQueue(db: Queryable, now: number) {
  const lines = await listCpfClaims(db);
  return {
    claims: lines.map((line) => ({
      id: line.id,
      cpfMasked: line.cpf,
      claimantId: line.claimantId,
      claimantEmail: line.claimantEmail,
      releasedId: line.releasedId,
      releasedEmail: line.releasedEmail,
      heldBalanceCents: line.heldBalanceCents,
      amountCents: line.balanceCents,
      state: line.status,
      note: line.note,
      ...age(new Date(line.claimedAt), now),
    })),
  };
}

const CLAIM_OUTCOME_ERRORS = {
  not_found: [404, messages.staffClaimNotFound],
  already_settled: [409, messages.staffClaimSettled],
  note_required: [400, messages.staffReasonRequired],
} as const;

export async function decideCpfClaim(
  db: Database,
  call: StaffCall,
  claimId: number,
  request: { decision: 'dispute' | 'settle'; note: string },
): Promise<void> {
  const status = request.decision === 'dispute' ? 'disputed' : 'settled';
  // The claim's own audit rows, written first by the command's code, name the staff member too.
  actAs(staffActor(call.staff));
  // The command's own transaction, with the staff row added to it.
  const outcome = await reviewCpfClaim(
    {
      transaction: (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          if (result === 'done')
            await auditStaffAction(tx, {
              staff: call.staff,
              action: `cpf_claim_${status}`,
              userId: (await selectClaimant(tx, claimId)) ?? null,
              reason: request.note,
              details: { claimId },
              at: call.now,
            });
          return result;
        }),
    },
    { id: claimId, status, note: request.note },
    call.now,
  );
  if (outcome !== 'done') {
    const [code, message] = CLAIM_OUTCOME_ERRORS[outcome];
    throw new HttpError(code, message);
  }
}

// KYC results that need a person.

export async function kycQueue(db: Queryable, now: number) {
  const rows = await selectKycForReview(db);
  return {
    results: rows.map((row) => ({
      userId: row.id,
      email: row.email,
      state: row.kyc_rejection,
      ...age(row.decided_at, now),
    })),
  };
}

export async function decideKyc(
  db: Database,
  call: StaffCall,
  userId: number,
  request: { decision: 'keep' | 'retry'; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const closed = await closeKycReview(tx, userId, request.decision, new Date(call.now));
    if (closed === undefined) throw new HttpError(409, messages.reviewAlreadyDecided);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: `kyc_review_${request.decision}`,
      userId,
      reason: request.reason,
      details: { rejection: closed.rejection },
      at: call.now,
    });
  });
}
