// A revoked token is unknown to the wallet, whatever its expiry says.
import type { Queryable } from '#/db/database.js';

interface InsertGameSessionInput {
  tokenHash: string;
  userId: number;
  gameId: number;
  gameCode: string;
}

export async function insertGameSession(
  db: Queryable,
  session: InsertGameSessionInput,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (token_hash, user_id, game_id, game_code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      session.tokenHash,
      session.userId,
      session.gameId,
      session.gameCode,
      new Date(now),
      new Date(expiresAt),
    ],
  );
}

/** Revokes every live game-session token of the player. */
export async function revokeGameSessionsOf(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE game_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, now],
  );
}

/** Revokes the player's live tokens but the newest `keep` (started last). */
export async function keepNewestGameSessions(
  db: Queryable,
  userId: number,
  keep: number,
  now: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE game_sessions SET revoked_at = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $3
       AND id NOT IN (SELECT id FROM game_sessions
                      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $3
                      ORDER BY id DESC LIMIT $2)`,
    [userId, keep, now],
  );
  return rowCount;
}
