// A win or rollback belongs to the round of the bet it references: a game may
// name the round only once it is settled, as the demo crash game does.
import { toCents, type Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';

export interface PlayerRoundRow {
  roundKey: string;
  /** The round as the game names it once settled (the win's round), else the bet's. */
  roundLabel: string;
  gameId: number | null;
  gameName: string | null;
  startedAt: Date;
  betsCents: Cents;
  winsCents: Cents;
  rollbacksCents: Cents;
  /** Whether the game has settled the round (a win, even of 0, arrived). */
  settled: boolean;
}

const ROUNDS = `
  SELECT COALESCE(b.round, t.round, t.transaction_uuid) AS "roundKey",
         COALESCE(MAX(t.round) FILTER (WHERE t.kind = 'win'),
                  MAX(COALESCE(b.round, t.round, t.transaction_uuid))) AS "roundLabel",
         COALESCE(b.game_id, t.game_id) AS "gameId",
         MAX(g.name) AS "gameName",
         MIN(t.created_at) AS "startedAt",
         COALESCE(SUM(t.amount_cents) FILTER (WHERE t.kind = 'bet'), 0)::bigint AS "betsCents",
         COALESCE(SUM(t.amount_cents) FILTER (WHERE t.kind = 'win'), 0)::bigint AS "winsCents",
         COALESCE(SUM(t.amount_cents) FILTER (WHERE t.kind = 'rollback'), 0)::bigint AS "rollbacksCents",
         BOOL_OR(t.kind = 'win') AS settled
    FROM game_transactions t
    LEFT JOIN game_transactions b
      ON t.kind <> 'bet' AND b.transaction_uuid = t.reference_transaction_uuid
    LEFT JOIN casino_games g ON g.id = COALESCE(b.game_id, t.game_id)
   WHERE t.user_id = $1 AND t.status = 'RS_OK'`;

const GROUP = `GROUP BY COALESCE(b.round, t.round, t.transaction_uuid), COALESCE(b.game_id, t.game_id)`;

/** The player's rounds with a transaction in [from, to), newest first. */
export async function listPlayerRounds(
  db: Queryable,
  userId: number,
  from: number,
  to: number,
): Promise<PlayerRoundRow[]> {
  const { rows } = await db.query<PlayerRoundRow>(
    `${ROUNDS} AND t.created_at >= $2::timestamptz AND t.created_at < $3::timestamptz
     ${GROUP} ORDER BY "startedAt" DESC`,
    [userId, new Date(from), new Date(to)],
  );
  return rows;
}

/** Every round of one game the player played. */
export async function gameRounds(
  db: Queryable,
  userId: number,
  gameId: number,
): Promise<PlayerRoundRow[]> {
  const { rows } = await db.query<PlayerRoundRow>(
    `${ROUNDS} AND COALESCE(b.game_id, t.game_id) = $2 ${GROUP}`,
    [userId, gameId],
  );
  return rows;
}

export interface PlayTotals {
  betsCents: Cents;
  winsCents: Cents;
  rollbacksCents: Cents;
}

/** The money the player's accepted bets, wins and rollbacks moved since `since`. */
export async function playSince(db: Queryable, userId: number, since: number): Promise<PlayTotals> {
  const { rows } = await db.query<{ bets: Cents; wins: Cents; rollbacks: Cents }>(
    `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'bet'), 0)::bigint AS bets,
            COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'win'), 0)::bigint AS wins,
            COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'rollback'), 0)::bigint AS rollbacks
       FROM game_transactions
      WHERE user_id = $1 AND status = 'RS_OK' AND created_at >= $2::timestamptz`,
    [userId, new Date(since)],
  );
  const none = toCents(0);
  const row = rows[0];
  return {
    betsCents: row?.bets ?? none,
    winsCents: row?.wins ?? none,
    rollbacksCents: row?.rollbacks ?? none,
  };
}
