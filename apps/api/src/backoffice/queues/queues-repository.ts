import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';

export interface StuckPayoutRow {
  id: string;
  purpose: 'withdrawal' | 'refund';
  userId: number | null;
  withdrawalId: number | null;
  amountCents: Cents;
  status: string;
  createdAt: Date;
  /** When the player asked for the withdrawal: its deadline counts from here. */
  requestedAt: Date;
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
    `SELECT p.id, p.purpose, p.user_id AS "userId", p.withdrawal_id AS "withdrawalId",
            p.amount_cents AS "amountCents", p.status, p.created_at AS "createdAt",
            w.created_at AS "requestedAt", w.created_at <= $2 AS late
     FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id
     WHERE p.purpose = 'withdrawal'
       AND ((p.status = 'queued' AND p.created_at <= $1)
            OR (p.status IN ('queued', 'sent') AND w.created_at <= $2))
     ORDER BY late DESC, w.created_at, p.id LIMIT 500`,
    [stuckBefore, lateBefore],
  );
  return rows;
}

export interface KycReviewRow {
  id: number;
  email: string;
  kycRejection: 'cpf_mismatch' | 'provider';
  decidedAt: Date;
}

export async function selectKycForReview(db: Queryable): Promise<KycReviewRow[]> {
  const { rows } = await db.query<KycReviewRow>(
    `SELECT u.id, u.email, u.kyc_rejection AS "kycRejection",
            COALESCE((SELECT max(s.finished_at) FROM kyc_sessions s WHERE s.user_id = u.id),
                     u.created_at) AS "decidedAt"
     FROM users u
     WHERE u.kyc_status = 'rejected' AND u.kyc_rejection IN ('cpf_mismatch', 'provider')
       AND u.kyc_reviewed_at IS NULL
     ORDER BY "decidedAt", u.id LIMIT 500`,
  );
  return rows;
}

export async function selectClaimant(tx: Queryable, claimId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ claimant_id: number }>(
    'SELECT claimant_id FROM cpf_claims WHERE id = $1',
    [claimId],
  );
  return rows[0]?.claimant_id;
}
