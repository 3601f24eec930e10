// The demo aggregator's game sessions: opened when the operator asks for a
// game's address, read by each call of the crash page.
import type { Queryable } from '#/db/database.js';
import { newSessionId } from './demo-aggregator.js';
import { findCrashSession, insertCrashSession } from './demo-crash-repository.js';

interface OpenCrashSessionInput {
  /** The operator's reference of the player, and the game-session token it issued. */
  playerRef: string;
  token: string;
  gameCode: string;
  now: number;
}

/** A new session's id, for the page's address. */
export async function openCrashSession(
  db: Queryable,
  { playerRef, token, gameCode, now }: OpenCrashSessionInput,
): Promise<string> {
  const id = newSessionId();
  await insertCrashSession(db, { id, playerRef, token, gameCode }, now);
  return id;
}

/** The session the page names, or null when there is none. */
export function crashSessionOf(db: Queryable, id: string) {
  return findCrashSession(db, id);
}
