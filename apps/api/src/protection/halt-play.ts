// "Stop this player's money and play": a pause, a self-exclusion, a block by
// the operator and a bar from the regulator's list each cancel the player's
// open Pix charges, so none may still be paid (docs/product.md#wallet-deposits),
// and end every game-session token, so an open game's next call is refused as
// an unknown token (docs/games.md#game-session-tokens). It runs in the
// caller's transaction, the one that writes the block.
import { endGameSessions } from '../auth/account-sessions.js';
import type { Tx } from '../db/database.js';
import { cancelOpenCharges } from '../deposits/index.js';

export async function haltPlay(
  tx: Tx,
  userId: number,
  at: number,
): Promise<{ cancelledCharges: number }> {
  const cancelledCharges = await cancelOpenCharges(tx, userId, new Date(at));
  await endGameSessions(tx, userId, new Date(at));
  return { cancelledCharges };
}
