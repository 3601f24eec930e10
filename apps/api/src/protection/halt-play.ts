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
