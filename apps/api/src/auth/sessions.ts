// Session tokens: one row per issued token (sessions-repository.ts), revocable, with an expiry.
import type { Queryable } from '#/db/database.js';
import { insertSession, markSessionRevoked, selectLiveSessionUser } from './sessions-repository.js';
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
  await insertSession(db, { tokenHash: hash, userId, createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

/** The user a live token belongs to, or null (unknown, expired or revoked). */
export async function userOfToken(
  db: Queryable,
  token: string,
  now: number,
): Promise<number | null> {
  return (await selectLiveSessionUser(db, hashToken(token), new Date(now))) ?? null;
}

export async function revokeToken(db: Queryable, token: string, now: number): Promise<void> {
  await markSessionRevoked(db, hashToken(token), new Date(now));
}
