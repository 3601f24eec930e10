import { toCents, type Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';

export async function releasedByFor(
  db: Queryable,
  actor: string,
  userId: number,
  since: Date,
): Promise<Cents> {
  const { rows } = await db.query<{ cents: Cents }>(
    `SELECT ((SELECT COALESCE(sum(amount_cents), 0) FROM withdrawals
              WHERE user_id = $1 AND reviewed_by = $2 AND review_decision = 'released'
                AND reviewed_at > $3)
          + (SELECT COALESCE(sum(amount_cents), 0) FROM held_wins
              WHERE user_id = $1 AND decided_by = $2 AND status = 'released'
                AND decided_at > $3))::bigint AS cents`,
    [userId, actor, since],
  );
  return rows[0]?.cents ?? toCents(0);
}
