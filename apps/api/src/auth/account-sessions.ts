import type { Queryable, Tx } from '#/db/database.js';
import { forgetAccountDevices } from './device-trust-repository.js';
import { revokeGameSessionsOf } from './game-sessions-repository.js';
import { expireLinks } from './one-time-links-repository.js';
import { revokeSessionsOf } from './sessions-repository.js';

/**
 * Ends the account's sign-in sessions (all, or all but the one that asked),
 * every game-session token, every unused sign-in link and the trust of every
 * browser. A password change or reset, "Sair de todos os
 * dispositivos", a closure and a CPF hand-over call it; so must any block of
 * the account by the operator.
 */
export async function endAccountSessions(
  tx: Tx,
  userId: number,
  now: Date,
  keepSessionTokenHash: string | null = null,
): Promise<void> {
  await revokeSessionsOf(tx, userId, now, keepSessionTokenHash);
  await revokeGameSessionsOf(tx, userId, now);
  await expireLinks(tx, 'sign_in_links', userId, now);
  await forgetAccountDevices(tx, userId);
}

/**
 * Ends only the game-session tokens: a pause or a self-exclusion keeps the
 * player signed in (to read their status and records) but no open game may bet.
 */
export async function endGameSessions(tx: Queryable, userId: number, now: Date): Promise<void> {
  await revokeGameSessionsOf(tx, userId, now);
}
