// Session rows: one per issued token, revocable, with an expiry.
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from './tokens.js';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueToken(
  db: Queryable,
  userId: number,
  now: number,
  ttlSeconds: number,
): Promise<IssuedToken> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now + ttlSeconds * 1000);
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hash, userId, new Date(now), expiresAt],
  );
  return { token, expiresAt };
}

/** The user a live token belongs to, or null (unknown, expired or revoked). */
export async function userOfToken(
  db: Queryable,
  token: string,
  now: number,
): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [hashToken(token), new Date(now)],
  );
  return rows[0]?.user_id ?? null;
}

export async function revokeToken(db: Queryable, token: string, now: number): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token), new Date(now)],
  );
}
