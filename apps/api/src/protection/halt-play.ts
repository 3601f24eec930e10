// A pause, self-exclusion, block or bar cancels the player's open Pix charges and
// ends every game-session token (docs/games.md#game-session-tokens), in the
// transaction that writes the block.
import { endGameSessions } from '#/auth/account-sessions.js';
import type { Tx } from '#/db/database.js';
import { cancelOpenCharges } from '#/deposits/deposits-repository.js';

export async function haltPlay(
  tx: Tx,
  userId: number,
  at: number,
): Promise<{ cancelledCharges: number }> {
  const cancelledCharges = await cancelOpenCharges(tx, userId, new Date(at));
  await endGameSessions(tx, userId, new Date(at));
  return { cancelledCharges };
}
