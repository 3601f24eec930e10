// SQL of the back office's queues (queues.ts) that the modules they reuse do
// not already have: payouts the provider never accepted, received payments
// not credited with their refund's state, and KYC results that need a person
// (closing their review is accounts/account-status-repository.ts's).
import type { Cents } from '@velas/domain/money';
import type { Queryable, Tx } from '#/db/database';

export interface StuckPayoutRow {
  id: string;
  purpose: 'withdrawal' | 'refund';
  user_id: number | null;
  withdrawal_id: number | null;
  amount_cents: Cents;
  status: string;
  created_at: Date;
  /** When the player asked for the withdrawal: its deadline counts from here. */
  requested_at: Date;
  late: boolean;
}

/**
 * Withdrawal payouts still queued (never accepted by the provider) since
 * before `stuckBefore`, and every unfinished one, with the provider or not,
 * whose withdrawal was requested before `lateBefore`: those come first,
 * oldest first (docs/operations/back-office-queues.md#queues).
 */
export async function selectStuckPayouts(
  db: Queryable,
  stuckBefore: Date,
  lateBefore: Date,
): Promise<StuckPayoutRow[]> {
  const { rows } = await db.query<StuckPayoutRow>(
    `SELECT p.id, p.purpose, p.user_id, p.withdrawal_id, p.amount_cents, p.status, p.created_at,
            w.created_at AS requested_at, w.created_at <= $2 AS late
     FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id
     WHERE p.purpose = 'withdrawal'
       AND ((p.status = 'queued' AND p.created_at <= $1)
            OR (p.status IN ('queued', 'sent') AND w.created_at <= $2))
     ORDER BY late DESC, w.created_at, p.id LIMIT 500`,
    [stuckBefore, lateBefore],
  );
  return rows;
}

export interface UncreditedPaymentRow {
  id: number;
  payment_id: string;
  charge_id: string;
  user_id: number | null;
  amount_cents: Cents;
  outcome: string;
  received_at: Date;
  payout_id: string | null;
  refund_status: string | null;
  failure_reason: string | null;
}

/** Received payments refunded instead of credited whose refund is not paid yet, oldest first. */
export async function selectUncreditedPayments(db: Queryable): Promise<UncreditedPaymentRow[]> {
  const { rows } = await db.query<UncreditedPaymentRow>(
    `SELECT r.id, r.payment_id, r.charge_id, r.user_id, r.amount_cents, r.outcome, r.received_at,
            r.payout_id, p.status AS refund_status, p.failure_reason
     FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
     WHERE r.outcome <> 'credited' AND (p.status IS NULL OR p.status <> 'paid')
     ORDER BY r.received_at, r.id LIMIT 500`,
  );
  return rows;
}

export async function lockReceivedPayment(
  tx: Tx,
  id: number,
): Promise<UncreditedPaymentRow | undefined> {
  const { rows } = await tx.query<UncreditedPaymentRow>(
    `SELECT r.id, r.payment_id, r.charge_id, r.user_id, r.amount_cents, r.outcome, r.received_at,
            r.payout_id, p.status AS refund_status, p.failure_reason
     FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
     WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  return rows[0];
}

export interface KycReviewRow {
  id: number;
  email: string;
  kyc_rejection: 'cpf_mismatch' | 'provider';
  decided_at: Date;
}

/** Rejections a person must look at, not yet reviewed, oldest verdict first. */
export async function selectKycForReview(db: Queryable): Promise<KycReviewRow[]> {
  const { rows } = await db.query<KycReviewRow>(
    `SELECT u.id, u.email, u.kyc_rejection,
            COALESCE((SELECT max(s.finished_at) FROM kyc_sessions s WHERE s.user_id = u.id),
                     u.created_at) AS decided_at
     FROM users u
     WHERE u.kyc_status = 'rejected' AND u.kyc_rejection IN ('cpf_mismatch', 'provider')
       AND u.kyc_reviewed_at IS NULL
     ORDER BY decided_at, u.id LIMIT 500`,
  );
  return rows;
}

/** The claimant of a CPF claim, the player its staff audit row names. */
export async function selectClaimant(tx: Queryable, claimId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ claimant_id: number }>(
    'SELECT claimant_id FROM cpf_claims WHERE id = $1',
    [claimId],
  );
  return rows[0]?.claimant_id;
}
