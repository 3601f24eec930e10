import type { Queryable } from '#/db/database.js';

export async function countHolderNoticesSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT COUNT(*) AS count FROM cpf_holder_notices WHERE user_id = $1 AND sent_at > $2',
    [userId, since],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function insertHolderNotice(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query('INSERT INTO cpf_holder_notices (user_id, sent_at) VALUES ($1, $2)', [userId, at]);
}

/** Deletes the notices sent more than `keptMs` before `now`. */
export async function purgeExpiredHolderNotices(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - keptMs);
  return (await db.query('DELETE FROM cpf_holder_notices WHERE sent_at < $1', [cutoff])).rowCount;
}
