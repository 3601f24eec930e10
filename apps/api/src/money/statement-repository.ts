// Newest first by id: the order the balance moved in, under the user's row lock.
import { toCents, type Cents } from '@velas/domain/money';
import type { StatementKind } from '@velas/domain/statement-kinds';
import type { Queryable } from '#/db/database.js';
import { referenceParts } from './ledger-references.js';

export interface StatementRow {
  id: number;
  createdAt: Date;
  amountCents: Cents;
  balanceAfterCents: Cents;
  kind: StatementKind;
  /** A withdrawal's state now (processing, review, paid, failed), else the entry's own. */
  status: string;
  gameName: string | null;
  /** The game's round, named by the win when there is one. */
  round: string | null;
  /** A win's own bet, when the aggregator named it: what the prize is measured against. */
  betCents: Cents | null;
}

export interface StatementFilter {
  userId: number;
  kind: StatementKind | null;
  start: Date;
  end: Date;
}

/** The ledger's kind, sign and status read as one statement kind. */
const KIND = `CASE
    WHEN e.status = 'adjustment' THEN 'adjustment'
    WHEN e.kind = 'Deposit' THEN 'pix_in'
    WHEN e.kind = 'Withdraw' AND e.amount_cents > 0 THEN 'refund'
    WHEN e.kind = 'Withdraw' THEN 'withdrawal'
    WHEN ledger_status_code(e.status) = 'rollback' THEN 'rollback'
    WHEN e.amount_cents < 0 THEN 'bet'
    ELSE 'win'
  END`;

const FILTER = `e.user_id = $1 AND e.created_at >= $2 AND e.created_at < $3
  AND ($4::text IS NULL OR ${KIND} = $4::text)`;

export async function findStatementPage(
  db: Queryable,
  filter: StatementFilter,
  cursor: number | null,
  limit: number,
): Promise<StatementRow[]> {
  const { rows } = await db.query<StatementRow>(
    `SELECT e.id, e.created_at AS "createdAt", e.amount_cents AS "amountCents",
            e.balance_after_cents AS "balanceAfterCents", ${KIND} AS kind,
            COALESCE(w.status, ledger_status_code(e.status)) AS status, e.game_name AS "gameName",
            CASE t.kind
              WHEN 'bet' THEN COALESCE(
                (SELECT won.round FROM game_transactions won
                  WHERE won.reference_transaction_uuid = t.transaction_uuid AND won.kind = 'win'
                  ORDER BY won.created_at LIMIT 1),
                t.round)
              WHEN 'win' THEN COALESCE(t.round, bet.round)
              ELSE COALESCE(bet.round, t.round)
            END AS round,
            CASE WHEN t.kind = 'win' THEN bet.amount_cents END AS "betCents"
     FROM ledger_entries e
     LEFT JOIN withdrawals w
       ON e.kind = 'Withdraw' AND w.user_id = e.user_id AND e.reference = $7::text || w.id::text
     LEFT JOIN game_transactions t
       ON e.kind = 'CasinoTransaction' AND starts_with(e.reference, $8::text)
      AND t.transaction_uuid = substr(e.reference, length($8::text) + 1)
     LEFT JOIN game_transactions bet ON bet.transaction_uuid = t.reference_transaction_uuid
     WHERE ${FILTER} AND ($5::integer IS NULL OR e.id < $5::integer)
     ORDER BY e.id DESC
     LIMIT $6`,
    [
      filter.userId,
      filter.start,
      filter.end,
      filter.kind,
      cursor,
      limit,
      referenceParts.withdrawal,
      referenceParts.game,
    ],
  );
  return rows;
}

export interface DayWindow {
  date: string;
  start: Date;
  end: Date;
}

/** Money moved by the player (not by a game) that day: in, out; and the games' result. */
interface DaySums {
  date: string;
  total: Cents;
  count: number;
  /** Null when the day had no such movement. */
  cameIn: Cents | null;
  wentOut: Cents | null;
  games: Cents | null;
}

const GAME_KINDS = `('bet', 'win', 'rollback')`;

/** Each day's sums and count under the same filter, whichever page its lines are on. */
export async function sumStatementDays(
  db: Queryable,
  filter: StatementFilter,
  days: readonly DayWindow[],
): Promise<DaySums[]> {
  if (days.length === 0) return [];
  type Sum = Cents | null;
  const { rows } = await db.query<{
    date: string;
    total: Cents;
    count: number;
    came_in: Sum;
    went_out: Sum;
    games: Sum;
  }>(
    `SELECT d.date, COALESCE(sum(e.amount_cents), 0)::bigint AS total, count(e.id)::int AS count,
            sum(e.amount_cents) FILTER (
              WHERE ${KIND} NOT IN ${GAME_KINDS} AND e.amount_cents > 0)::bigint AS came_in,
            (-sum(e.amount_cents) FILTER (
              WHERE ${KIND} NOT IN ${GAME_KINDS} AND e.amount_cents < 0))::bigint AS went_out,
            sum(e.amount_cents) FILTER (WHERE ${KIND} IN ${GAME_KINDS})::bigint AS games
     FROM unnest($5::text[], $6::timestamptz[], $7::timestamptz[]) AS d(date, day_start, day_end)
     LEFT JOIN ledger_entries e
       ON ${FILTER} AND e.created_at >= d.day_start AND e.created_at < d.day_end
     GROUP BY d.date
     ORDER BY d.date DESC`,
    [
      filter.userId,
      filter.start,
      filter.end,
      filter.kind,
      days.map((day) => day.date),
      days.map((day) => day.start),
      days.map((day) => day.end),
    ],
  );
  return rows.map((row) => ({
    date: row.date,
    total: row.total,
    count: row.count,
    cameIn: row.came_in,
    wentOut: row.went_out,
    games: row.games,
  }));
}

/** The cached balance, which the ledger keeps equal to the newest entry's balance after. */
export async function currentBalance(db: Queryable, userId: number): Promise<Cents> {
  const { rows } = await db.query<{ balance_cents: Cents }>(
    'SELECT balance_cents FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.balance_cents ?? toCents(0);
}

export async function latestBalance(
  db: Queryable,
  userId: number,
): Promise<{ balance: Cents; entryId: number }> {
  const { rows } = await db.query<{ balance_cents: Cents; entry_id: number | null }>(
    `SELECT u.balance_cents,
            (SELECT max(e.id) FROM ledger_entries e WHERE e.user_id = u.id) AS entry_id
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return { balance: row?.balance_cents ?? toCents(0), entryId: row?.entry_id ?? 0 };
}
