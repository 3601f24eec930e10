import type { KycRejection } from '@velas/domain/identity';
import type { Queryable } from '#/db/database.js';

/** Closes the account; protection's markAccountClosed ends its sessions and audits it. */
export async function markUserClosed(tx: Queryable, userId: number, at: Date): Promise<void> {
  await tx.query(`UPDATE users SET status = 'closed', closed_at = $2 WHERE id = $1`, [userId, at]);
}

/** Says, on the closed account itself, that the regulator's bar closed it. */
export async function markClosedByBar(tx: Queryable, userId: number): Promise<void> {
  await tx.query(`UPDATE users SET closed_reason = 'impedido' WHERE id = $1`, [userId]);
}

export async function releaseCpf(tx: Queryable, holderId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET cpf_role = 'released', status = 'closed', closed_at = COALESCE(closed_at, $2),
            closed_reason = 'cpf_claimed'
     WHERE id = $1`,
    [holderId, now],
  );
}

export async function becomeHolder(tx: Queryable, userId: number): Promise<void> {
  await tx.query("UPDATE users SET cpf_role = 'holder' WHERE id = $1", [userId]);
}

/** A full verification started: 'pending' unless the user is already verified or pending. */
export async function markKycPending(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    "UPDATE users SET kyc_status = 'pending' WHERE id = $1 AND kyc_status IN ('none', 'rejected')",
    [userId],
  );
}

export async function setKycStatus(
  tx: Queryable,
  userId: number,
  status: 'approved' | 'rejected',
  rejection: KycRejection | null,
): Promise<void> {
  await tx.query('UPDATE users SET kyc_status = $2, kyc_rejection = $3 WHERE id = $1', [
    userId,
    status,
    rejection,
  ]);
}

/**
 * 'keep': reviewed, stays rejected; 'retry': the player may verify again.
 * Undefined when not in the queue. Call after lockUser: the rejection read
 * here is then the one the update replaces.
 */
export async function closeKycReview(
  tx: Queryable,
  userId: number,
  decision: 'keep' | 'retry',
  at: Date,
): Promise<{ rejection: string } | undefined> {
  const { rows } = await tx.query<{ rejection: string }>(
    `WITH target AS (
       SELECT id, kyc_rejection FROM users
       WHERE id = $1 AND kyc_status = 'rejected' AND kyc_rejection IN ('cpf_mismatch', 'provider')
         AND kyc_reviewed_at IS NULL)
     UPDATE users u SET
       kyc_reviewed_at = CASE WHEN $2 = 'keep' THEN $3::timestamptz ELSE NULL END,
       kyc_status = CASE WHEN $2 = 'retry' THEN 'none' ELSE u.kyc_status END,
       kyc_rejection = CASE WHEN $2 = 'retry' THEN NULL ELSE u.kyc_rejection END
     FROM target WHERE u.id = target.id
     RETURNING target.kyc_rejection AS rejection`,
    [userId, decision, at],
  );
  return rows[0];
}
