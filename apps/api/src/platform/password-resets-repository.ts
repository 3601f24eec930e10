// The `password_resets` table: one row per reset link sent, only the token's
// SHA-256 stored; a link is used once and expires (password-routes.ts).
import type { Queryable } from '../db/database.js';

export async function insertPasswordReset(
  db: Queryable,
  reset: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [reset.tokenHash, reset.userId, reset.createdAt, reset.expiresAt],
  );
}

/** Links sent to the account since `since` (the per-account budget). */
export async function countPasswordResetsSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT COUNT(*) AS count FROM password_resets WHERE user_id = $1 AND created_at > $2',
    [userId, since],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Marks the link used if it is live at `now`; its user, or undefined. Once only, even under a race. */
export async function consumePasswordReset(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id`,
    [tokenHash, now],
  );
  return rows[0]?.user_id;
}

/** A new password makes every other link of the account useless. */
export async function expirePasswordResets(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}
