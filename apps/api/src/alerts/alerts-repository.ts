// SQL over round_alerts: each player's thresholds.
import type { AlertRule, RoundAlert } from '@velas/domain/schemas/alerts';
import { lockUser } from '#/accounts/accounts-repository.js';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';

const alertColumns = selectColumns('round_alerts', [
  'id',
  'bet_house',
  'kind',
  'odd',
  'rounds',
]).narrow<{ bet_house: AlertRule['betHouse']; kind: AlertRule['kind'] }>();
type AlertRow = RowOf<typeof alertColumns>;

function toAlert(row: AlertRow): RoundAlert {
  return row.kind === 'drought'
    ? {
        id: row.id,
        kind: 'drought',
        betHouse: row.bet_house,
        odd: row.odd,
        rounds: row.rounds ?? 0,
      }
    : { id: row.id, kind: 'oddAtLeast', betHouse: row.bet_house, odd: row.odd };
}

export async function listAlerts(db: Queryable, userId: number): Promise<RoundAlert[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${alertColumns.sql} FROM round_alerts WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map(toAlert);
}

/**
 * Stores an alert unless the player already has `limit`; returns null then.
 * Run inside a transaction: the user's row is locked so two requests at once
 * cannot both pass the count.
 */
export async function insertAlert(
  db: Tx,
  userId: number,
  rule: AlertRule,
  limit: number,
): Promise<RoundAlert | null> {
  await lockUser(db, userId);
  const { rows } = await db.query<AlertRow>(
    `INSERT INTO round_alerts (user_id, bet_house, kind, odd, rounds)
     SELECT $1, $2, $3, $4, $5
     WHERE (SELECT count(*) FROM round_alerts WHERE user_id = $1) < $6
     RETURNING ${alertColumns.sql}`,
    [
      userId,
      rule.betHouse,
      rule.kind,
      rule.odd,
      rule.kind === 'drought' ? rule.rounds : null,
      limit,
    ],
  );
  const row = rows[0];
  return row === undefined ? null : toAlert(row);
}

/** Deletes one of the player's alerts; false when it is not theirs or does not exist. */
export async function deleteAlert(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'DELETE FROM round_alerts WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
