// One player's latest limit changes and blocks, for the back office's player
// view (backoffice/players/player-view.ts).
import type { Cents } from '@velas/domain/money';
import type { LossPeriod } from '@velas/domain/protection';
import type { Queryable } from '#/db/database';
import type { Block } from './protection-repository.js';

export interface LimitChangeLine {
  loss_limit_cents: Cents;
  loss_period: LossPeriod;
  session_minutes: number;
  requested_at: Date;
  effective_at: Date;
  cancelled_at: Date | null;
}

/** The user's latest limit changes, cancelled ones too, newest first. */
export async function recentLimitChanges(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<LimitChangeLine[]> {
  const { rows } = await db.query<LimitChangeLine>(
    `SELECT loss_limit_cents, loss_period, session_minutes, requested_at, effective_at, cancelled_at
     FROM protection_limit_changes WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export interface BlockLine {
  kind: Block['kind'];
  starts_at: Date;
  ends_at: Date | null;
}

/** The user's latest pauses and exclusions, ended ones too, newest first. */
export async function recentBlocks(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<BlockLine[]> {
  const { rows } = await db.query<BlockLine>(
    `SELECT kind, starts_at, ends_at FROM protection_blocks
     WHERE user_id = $1 ORDER BY starts_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
