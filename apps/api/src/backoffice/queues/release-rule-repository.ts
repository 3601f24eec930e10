import { toCents, type Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';

/** What `actor` released since `since` (withdrawals and held wins), by player; a player with none is absent. */
export async function releasedByForEach(
  db: Queryable,
  actor: string,
  userIds: readonly number[],
  since: Date,
): Promise<Map<number, Cents>> {
  const { rows } = await db.query<{ userId: number; cents: Cents }>(
    `SELECT user_id AS "userId", sum(amount_cents)::bigint AS cents FROM (
       SELECT user_id, amount_cents FROM withdrawals
        WHERE user_id = ANY($1::int8[]) AND reviewed_by = $2 AND review_decision = 'released'
          AND reviewed_at > $3
       UNION ALL
       SELECT user_id, amount_cents FROM held_wins
        WHERE user_id = ANY($1::int8[]) AND decided_by = $2 AND status = 'released'
          AND decided_at > $3
     ) released GROUP BY user_id`,
    [userIds, actor, since],
  );
  return new Map(rows.map((row) => [row.userId, toCents(row.cents)]));
}
