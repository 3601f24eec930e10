// The `sessions` table: one row per issued token (its hash only), revocable, with an expiry.
import type { Queryable } from '#/db/database.js';
import { recentRowsOf } from '#/db/recent-rows.js';
import { selectFields } from '#/db/select-columns.js';

interface InsertSessionInput {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  db: Queryable,
  { tokenHash, userId, createdAt, expiresAt }: InsertSessionInput,
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash, userId, createdAt, expiresAt],
  );
}

/** The user of a session neither revoked nor expired at `now`. */
export async function selectLiveSessionUser(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  return rows[0]?.user_id;
}

export async function markSessionRevoked(
  db: Queryable,
  tokenHash: string,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, at],
  );
}

/** Revokes the account's sessions, all of them or all but `keepTokenHash`. */
export async function revokeSessionsOf(
  tx: Queryable,
  userId: number,
  now: Date,
  keepTokenHash: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3)`,
    [userId, now, keepTokenHash],
  );
}

/** The user's latest sessions, newest first (the back office's player view). */
export const recentSessions = recentRowsOf(
  'sessions',
  selectFields('sessions', ['created_at', 'expires_at', 'revoked_at']),
  'created_at',
);

/** Deletes the sessions expired before `now`: an expired token is refused anyway. */
export async function purgeExpiredSessions(db: Queryable, { now }: { now: Date }): Promise<number> {
  return (await db.query('DELETE FROM sessions WHERE expires_at < $1', [now])).rowCount;
}
