// SQL of the demo aggregator: its sessions and its crash bets.
import { toCents, type Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';

export interface CrashSession {
  id: string;
  playerRef: string;
  token: string;
  gameCode: string;
}

export async function insertCrashSession(
  db: Queryable,
  session: CrashSession,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO demo_crash_sessions (id, player_ref, token, game_code, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [session.id, session.playerRef, session.token, session.gameCode, new Date(now)],
  );
}

export async function findCrashSession(db: Queryable, id: string): Promise<CrashSession | null> {
  const { rows } = await db.query<{
    id: string;
    player_ref: string;
    token: string;
    game_code: string;
  }>('SELECT id, player_ref, token, game_code FROM demo_crash_sessions WHERE id = $1', [id]);
  const row = rows[0];
  return row === undefined
    ? null
    : { id: row.id, playerRef: row.player_ref, token: row.token, gameCode: row.game_code };
}

export interface CrashBet {
  id: number;
  betHouse: string;
  afterMs: number;
  amountCents: Cents;
  autoCashout: number | null;
  cashoutAtMs: number | null;
  cashoutMultiplier: number | null;
  betTransactionUuid: string;
  roundId: number | null;
  crashPoint: number | null;
  paidMultiplier: number | null;
  winCents: Cents | null;
  settled: boolean;
}

const betColumns = selectColumns('demo_crash_bets', [
  'id',
  'bet_house',
  'after_ms',
  'amount_cents',
  'auto_cashout',
  'cashout_at_ms',
  'cashout_multiplier',
  'bet_transaction_uuid',
  'round_id',
  'crash_point',
  'paid_multiplier',
  'win_cents',
  'settled_at',
]).narrow<{ amount_cents: Cents; win_cents: Cents | null }>();
type CrashBetRow = RowOf<typeof betColumns>;

function toBet(row: CrashBetRow): CrashBet {
  return {
    id: row.id,
    betHouse: row.bet_house,
    afterMs: row.after_ms,
    amountCents: row.amount_cents,
    autoCashout: row.auto_cashout,
    cashoutAtMs: row.cashout_at_ms,
    cashoutMultiplier: row.cashout_multiplier,
    betTransactionUuid: row.bet_transaction_uuid,
    roundId: row.round_id,
    crashPoint: row.crash_point,
    paidMultiplier: row.paid_multiplier,
    winCents: row.win_cents,
    settled: row.settled_at !== null,
  };
}

interface InsertCrashBetInput {
  sessionId: string;
  betHouse: string;
  afterMs: number;
  amountCents: Cents;
  autoCashout: number | null;
  betTransactionUuid: string;
}

/** The new bet, or null when the session has a bet on that round already. */
export async function insertCrashBet(
  db: Queryable,
  bet: InsertCrashBetInput,
  now: number,
): Promise<CrashBet | null> {
  const { rows } = await db.query<CrashBetRow>(
    `INSERT INTO demo_crash_bets
       (session_id, bet_house, after_ms, amount_cents, auto_cashout, bet_transaction_uuid, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING ${betColumns.sql}`,
    [
      bet.sessionId,
      bet.betHouse,
      bet.afterMs,
      bet.amountCents,
      bet.autoCashout,
      bet.betTransactionUuid,
      new Date(now),
    ],
  );
  return rows[0] === undefined ? null : toBet(rows[0]);
}

export async function deleteCrashBet(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM demo_crash_bets WHERE id = $1', [id]);
}

export async function recentCrashBets(
  db: Queryable,
  sessionId: string,
  limit: number,
): Promise<CrashBet[]> {
  const { rows } = await db.query<CrashBetRow>(
    `SELECT ${betColumns.sql} FROM demo_crash_bets WHERE session_id = $1 ORDER BY id DESC LIMIT $2`,
    [sessionId, limit],
  );
  return rows.map(toBet);
}

/** Records a tap; only while the bet has none and is not settled. */
export async function recordCashout(
  db: Queryable,
  betId: number,
  atMs: number,
  multiplier: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE demo_crash_bets SET cashout_at_ms = $2, cashout_multiplier = $3
     WHERE id = $1 AND cashout_at_ms IS NULL AND settled_at IS NULL`,
    [betId, atMs, multiplier],
  );
  return rowCount === 1;
}

interface MarkSettledInput {
  betId: number;
  round: { id: number; crashPoint: number };
  paid: { multiplier: number | null; winCents: Cents };
  now: number;
}

export async function markSettled(
  db: Queryable,
  { betId, round, paid, now }: MarkSettledInput,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE demo_crash_bets
     SET round_id = $2, crash_point = $3, paid_multiplier = $4, win_cents = $5, settled_at = $6
     WHERE id = $1 AND settled_at IS NULL`,
    [betId, round.id, round.crashPoint, paid.multiplier, paid.winCents, new Date(now)],
  );
  return rowCount === 1;
}

/** Fills in the round of a bet paid in flight, once that round is stored. */
export async function attachRound(
  db: Queryable,
  betId: number,
  round: { id: number; crashPoint: number },
): Promise<void> {
  await db.query(
    `UPDATE demo_crash_bets SET round_id = $2, crash_point = $3
     WHERE id = $1 AND round_id IS NULL AND settled_at IS NOT NULL`,
    [betId, round.id, round.crashPoint],
  );
}

/** Pays a bet in flight: settled now, its round filled in when stored. */
export async function markPaidInFlight(
  db: Queryable,
  betId: number,
  paid: { multiplier: number; winCents: Cents },
  now: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE demo_crash_bets SET paid_multiplier = $2, win_cents = $3, settled_at = $4
     WHERE id = $1 AND settled_at IS NULL`,
    [betId, paid.multiplier, paid.winCents, new Date(now)],
  );
  return rowCount === 1;
}

export interface CrashDayTotals {
  bets: { count: number; cents: Cents };
  wins: { count: number; cents: Cents };
}

/** The demo aggregator's own book of one day [start, end): bets taken, rounds settled. */
export async function crashDayTotals(
  db: Queryable,
  start: Date,
  end: Date,
): Promise<CrashDayTotals> {
  const { rows } = await db.query<{
    bets: number;
    bet_cents: Cents;
    wins: number;
    win_cents: Cents;
  }>(
    `SELECT
       (SELECT count(*)::int FROM demo_crash_bets WHERE created_at >= $1 AND created_at < $2) AS bets,
       (SELECT COALESCE(sum(amount_cents), 0)::bigint FROM demo_crash_bets
         WHERE created_at >= $1 AND created_at < $2) AS bet_cents,
       (SELECT count(*)::int FROM demo_crash_bets WHERE settled_at >= $1 AND settled_at < $2) AS wins,
       (SELECT COALESCE(sum(win_cents), 0)::bigint FROM demo_crash_bets
         WHERE settled_at >= $1 AND settled_at < $2) AS win_cents`,
    [start, end],
  );
  const row = rows[0];
  return {
    bets: { count: row?.bets ?? 0, cents: row?.bet_cents ?? toCents(0) },
    wins: { count: row?.wins ?? 0, cents: row?.win_cents ?? toCents(0) },
  };
}
