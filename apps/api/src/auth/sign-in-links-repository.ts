// The `sign_in_links` table: one row per sign-in link sent, only the token's
// SHA-256 stored; a link is used once and expires (sign-in-link-routes.ts).
import type { Queryable } from '../db/database.js';

/** A link as platform/email-link-mailer.ts stores it. */
interface NewSignInLink {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSignInLink(db: Queryable, link: NewSignInLink): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [link.tokenHash, link.userId, link.createdAt, link.expiresAt],
  );
}

/** Links sent to the account since `since` (the per-account budget). */
export async function countSignInLinksSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT COUNT(*) AS count FROM sign_in_links WHERE user_id = $1 AND created_at > $2',
    [userId, since],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Marks the link used if it is live at `now` and its account open; the
 * account, or undefined. Once only, even under a race.
 */
export async function consumeSignInLink(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; email: string } | undefined> {
  const { rows } = await db.query<{ id: number; email: string }>(
    `UPDATE sign_in_links AS link SET used_at = $2
     FROM users
     WHERE link.token_hash = $1 AND link.used_at IS NULL AND link.expires_at > $2
       AND users.id = link.user_id AND users.closed_at IS NULL
     RETURNING users.id, users.email`,
    [tokenHash, now],
  );
  return rows[0];
}

/** A new password or "Sair de todos os dispositivos" makes every sign-in link of the account useless. */
export async function expireSignInLinks(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE sign_in_links SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}
