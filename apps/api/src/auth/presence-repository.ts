// Writes at most every 30 s per user so busy users don't turn reads into writes.
import type { Queryable } from '#/db/database.js';

const WRITE_EVERY_SECONDS = 30;

export async function recordPresence(db: Queryable, userId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO presence (user_id, last_seen_at) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
     WHERE presence.last_seen_at < EXCLUDED.last_seen_at - make_interval(secs => $3)`,
    [userId, new Date(now), WRITE_EVERY_SECONDS],
  );
}

export async function countOnline(
  db: Queryable,
  now: number,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await db.query<{ online: number }>(
    'SELECT count(*)::int AS online FROM presence WHERE last_seen_at > $1',
    [new Date(now - windowSeconds * 1000)],
  );
  return rows[0]?.online ?? 0;
}
