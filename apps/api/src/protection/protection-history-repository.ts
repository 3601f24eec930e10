import type { Cents } from '@velas/domain/money';
import type { LossPeriod } from '@velas/domain/protection';
import type { Queryable } from '#/db/database.js';
import type { Block } from './protection-repository.js';

export interface LimitChangeLine {
  lossLimitCents: Cents;
  lossPeriod: LossPeriod;
  sessionMinutes: number;
  requestedAt: Date;
  effectiveAt: Date;
  cancelledAt: Date | null;
}

/** The user's latest limit changes, cancelled ones too, newest first. */
export async function recentLimitChanges(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<LimitChangeLine[]> {
  const { rows } = await db.query<LimitChangeLine>(
    `SELECT loss_limit_cents AS "lossLimitCents", loss_period AS "lossPeriod",
       session_minutes AS "sessionMinutes", requested_at AS "requestedAt",
       effective_at AS "effectiveAt", cancelled_at AS "cancelledAt"
     FROM protection_limit_changes WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export interface BlockLine {
  kind: Block['kind'];
  startsAt: Date;
  endsAt: Date | null;
}

/** The user's latest pauses and exclusions, ended ones too, newest first. */
export async function recentBlocks(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<BlockLine[]> {
  const { rows } = await db.query<BlockLine>(
    `SELECT kind, starts_at AS "startsAt", ends_at AS "endsAt" FROM protection_blocks
     WHERE user_id = $1 ORDER BY starts_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
