// SQL over the rounds table. Inserts are one statement per batch (unnest of
// column arrays): one row per statement is ~15x slower on PGlite.
import type { Queryable } from '../db/database.js';
import type { RoundRow } from './candles.js';

export interface NewRound {
  betHouse: string;
  odd: number;
  timeMs: number;
  hash: string | null;
  chainId: number | null;
  chainIndex: number | null;
}

const RETURNED_COLUMNS = 'id, bet_house, odd, time_ms';

/** Stores simulated rounds, skipping any another process already stored; returns the new ones, oldest first. */
export async function insertRounds(
  db: Queryable,
  rounds: readonly NewRound[],
): Promise<RoundRow[]> {
  if (rounds.length === 0) return [];
  const { rows } = await db.query<RoundRow>(
    `INSERT INTO rounds (bet_house, odd, time_ms, hash, chain_id, chain_index)
     SELECT * FROM unnest($1::text[], $2::float8[], $3::int8[], $4::text[], $5::int4[], $6::int4[])
     ON CONFLICT DO NOTHING
     RETURNING ${RETURNED_COLUMNS}`,
    [
      rounds.map((round) => round.betHouse),
      rounds.map((round) => round.odd),
      rounds.map((round) => round.timeMs),
      rounds.map((round) => round.hash),
      rounds.map((round) => round.chainId),
      rounds.map((round) => round.chainIndex),
    ],
  );
  return rows.sort(byTime);
}

export interface IngestedRound {
  id: number;
  betHouse: string;
  odd: number;
  time: number;
  hash?: string | undefined;
}

/**
 * Stores rounds of an external feed under their own ids; ids already present
 * are left alone and reported back so the caller can tell a repeat from a clash.
 */
export async function insertIngestedRounds(
  db: Queryable,
  rounds: readonly IngestedRound[],
): Promise<{ stored: RoundRow[]; existing: (IngestedRound & { hash: string | null })[] }> {
  const { rows: stored } = await db.query<RoundRow>(
    `INSERT INTO rounds (id, bet_house, odd, time_ms, hash)
     SELECT * FROM unnest($1::int8[], $2::text[], $3::float8[], $4::int8[], $5::text[])
     ON CONFLICT (id) DO NOTHING
     RETURNING ${RETURNED_COLUMNS}`,
    [
      rounds.map((round) => round.id),
      rounds.map((round) => round.betHouse),
      rounds.map((round) => round.odd),
      rounds.map((round) => round.time),
      rounds.map((round) => round.hash ?? null),
    ],
  );
  const storedIds = new Set(stored.map((row) => row.id));
  const otherIds = rounds.map((round) => round.id).filter((id) => !storedIds.has(id));
  const { rows: existing } =
    otherIds.length === 0
      ? { rows: [] }
      : await db.query<IngestedRound & { hash: string | null }>(
          `SELECT id, bet_house AS "betHouse", odd, time_ms AS time, hash FROM rounds WHERE id = ANY($1::int8[])`,
          [otherIds],
        );
  // Simulated rounds take ids from the identity sequence: move it past the feed's ids.
  await db.query(
    `SELECT setval('rounds_id_seq', GREATEST(max(id), (SELECT last_value FROM rounds_id_seq))) FROM rounds`,
  );
  return { stored: stored.sort(byTime), existing };
}

/** The `limit` latest rounds of a house that crashed before `beforeMs`, newest first. */
export async function latestRounds(
  db: Queryable,
  betHouse: string,
  beforeMs: number,
  limit: number,
): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${RETURNED_COLUMNS} FROM rounds
     WHERE bet_house = $1 AND time_ms < $2
     ORDER BY time_ms DESC, id DESC
     LIMIT $3`,
    [betHouse, beforeMs, limit],
  );
  return rows;
}

/** A house's rounds in [fromMs, toMs), oldest first. */
export async function roundsBetween(
  db: Queryable,
  betHouse: string,
  fromMs: number,
  toMs: number,
): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${RETURNED_COLUMNS} FROM rounds
     WHERE bet_house = $1 AND time_ms >= $2 AND time_ms < $3
     ORDER BY time_ms, id`,
    [betHouse, fromMs, toMs],
  );
  return rows;
}

export interface LastSimulatedRound {
  chain_id: number;
  chain_index: number;
  time_ms: number;
}

/** Where the simulator left a chain: its last stored round, if any. */
export async function lastRoundOfChain(
  db: Queryable,
  chainId: number,
): Promise<LastSimulatedRound | undefined> {
  const { rows } = await db.query<LastSimulatedRound>(
    `SELECT chain_id, chain_index, time_ms FROM rounds
     WHERE chain_id = $1 ORDER BY chain_index DESC LIMIT 1`,
    [chainId],
  );
  return rows[0];
}

/** The crash instant of a house's latest round, whatever its source. */
export async function lastRoundTime(db: Queryable, betHouse: string): Promise<number | undefined> {
  const { rows } = await db.query<{ time_ms: number }>(
    'SELECT time_ms FROM rounds WHERE bet_house = $1 ORDER BY time_ms DESC LIMIT 1',
    [betHouse],
  );
  return rows[0]?.time_ms;
}

function byTime(a: RoundRow, b: RoundRow): number {
  return a.time_ms - b.time_ms || a.id - b.id;
}

/** What a player needs to verify a round: its hash and the salt of its chain (null for a feed round). */
export interface VerifiableRound {
  id: number;
  bet_house: string;
  odd: number;
  hash: string | null;
  salt: string | null;
}

export async function findVerifiableRound(
  db: Queryable,
  id: number,
): Promise<VerifiableRound | null> {
  const { rows } = await db.query<VerifiableRound>(
    `SELECT r.id, r.bet_house, r.odd, r.hash, c.salt
     FROM rounds r LEFT JOIN round_chains c ON c.id = r.chain_id
     WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
