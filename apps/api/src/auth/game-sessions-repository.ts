// Ending game-session tokens (docs/games.md#game-session-tokens): a revoked
// token is unknown to the wallet, whatever its expiry says.
import type { Queryable } from '../db/database.js';

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
