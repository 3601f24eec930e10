// One statement per batch (unnest of column arrays): one row per statement is
// many times slower on PGlite (docs/api/benchmarks.md#figures-behind-the-comments).
import { type Queryable } from '#/db/database.js';
import { selectColumns, selectFields, type Nullable, type RowOf } from '#/db/select-columns.js';
import type { RoundRow } from './candles.js';

export interface NewRound {
  betHouse: string;
  odd: number;
  timeMs: number;
  hash: string | null;
  chainId: number | null;
  chainIndex: number | null;
}

const roundColumns = selectFields('rounds', ['id', 'bet_house', 'odd', 'time_ms']);

/** Stores simulated rounds, skipping any another process already stored; returns the new ones, oldest first. */
export async function insertRounds(
  db: Queryable,
  rounds: readonly NewRound[],
): Promise<RoundRow[]> {
  if (rounds.length === 0) return [];
  const { rows } = await db.query<RowOf<typeof roundColumns>>(
    `INSERT INTO rounds (bet_house, odd, time_ms, hash, chain_id, chain_index)
     SELECT * FROM unnest($1::text[], $2::float8[], $3::int8[], $4::text[], $5::int4[], $6::int4[])
     ON CONFLICT DO NOTHING
     RETURNING ${roundColumns.sql}`,
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

/** A round of an external feed: `id` is the feed's own id, unique per (house, source). */
export interface IngestedRound {
  id: number;
  betHouse: string;
  odd: number;
  time: number;
  hash?: string | undefined;
}

/** A feed round as stored: the store's id beside the feed's. */
export interface StoredFeedRound {
  roundId: number;
  externalId: number;
  betHouse: string;
  odd: number;
  time: number;
  hash: string | null;
}

/**
 * Stores rounds of an external feed under ids of the store's own sequence,
 * keyed by (house, source, feed id); rounds already present under that key
 * are left alone. Returns the new rows, oldest first, and what is now stored
 * under every posted key, so the caller can tell a repeat from a clash and
 * answer the store's id of each round.
 */
export async function insertIngestedRounds(
  db: Queryable,
  source: string,
  rounds: readonly IngestedRound[],
): Promise<{ stored: RoundRow[]; posted: StoredFeedRound[] }> {
  const { rows: stored } = await db.query<RowOf<typeof roundColumns>>(
    `INSERT INTO rounds (source, external_id, bet_house, odd, time_ms, hash)
     SELECT $1, * FROM unnest($2::int8[], $3::text[], $4::float8[], $5::int8[], $6::text[])
     ON CONFLICT (bet_house, source, external_id) DO NOTHING
     RETURNING ${roundColumns.sql}`,
    [
      source,
      rounds.map((round) => round.id),
      rounds.map((round) => round.betHouse),
      rounds.map((round) => round.odd),
      rounds.map((round) => round.time),
      rounds.map((round) => round.hash ?? null),
    ],
  );
  const { rows: posted } = await db.query<StoredFeedRound>(
    `SELECT r.id AS "roundId", r.external_id AS "externalId", r.bet_house AS "betHouse",
            r.odd, r.time_ms AS time, r.hash
     FROM rounds r
     JOIN unnest($2::text[], $3::int8[]) AS key (bet_house, external_id)
       ON r.bet_house = key.bet_house AND r.external_id = key.external_id
     WHERE r.source = $1`,
    [source, rounds.map((round) => round.betHouse), rounds.map((round) => round.id)],
  );
  return { stored: stored.sort(byTime), posted };
}

export async function latestRounds(
  db: Queryable,
  betHouse: string,
  beforeMs: number,
  limit: number,
): Promise<RoundRow[]> {
  const { rows } = await db.query<RowOf<typeof roundColumns>>(
    `SELECT ${roundColumns.sql} FROM rounds
     WHERE bet_house = $1 AND time_ms < $2
     ORDER BY time_ms DESC, id DESC
     LIMIT $3`,
    [betHouse, beforeMs, limit],
  );
  return rows;
}

/** A house's rounds stored after round `afterId` (a stream client's Last-Event-ID), oldest first. */
export async function roundsAfter(
  db: Queryable,
  betHouse: string,
  afterId: number,
  limit: number,
): Promise<RoundRow[]> {
  const { rows } = await db.query<RowOf<typeof roundColumns>>(
    `SELECT ${roundColumns.sql} FROM rounds
     WHERE bet_house = $1 AND id > $2
     ORDER BY id
     LIMIT $3`,
    [betHouse, afterId, limit],
  );
  return rows;
}

export async function roundsBetween(
  db: Queryable,
  betHouse: string,
  fromMs: number,
  toMs: number,
): Promise<RoundRow[]> {
  const { rows } = await db.query<RowOf<typeof roundColumns>>(
    `SELECT ${roundColumns.sql} FROM rounds
     WHERE bet_house = $1 AND time_ms >= $2 AND time_ms < $3
     ORDER BY time_ms, id`,
    [betHouse, fromMs, toMs],
  );
  return rows;
}

const chainPositionColumns = selectFields('rounds', ['chain_id', 'chain_index', 'time_ms']).narrow<{
  // Read only where chain_id is the chain's: a chained round has both.
  chainId: number;
  chainIndex: number;
}>();
export type LastSimulatedRound = RowOf<typeof chainPositionColumns>;

export async function lastRoundOfChain(
  db: Queryable,
  chainId: number,
): Promise<LastSimulatedRound | undefined> {
  const { rows } = await db.query<LastSimulatedRound>(
    `SELECT ${chainPositionColumns.sql} FROM rounds
     WHERE chain_id = $1 ORDER BY chain_index DESC LIMIT 1`,
    [chainId],
  );
  return rows[0];
}

export async function lastRoundTime(db: Queryable, betHouse: string): Promise<number | undefined> {
  const { rows } = await db.query<{ timeMs: number }>(
    'SELECT time_ms AS "timeMs" FROM rounds WHERE bet_house = $1 ORDER BY time_ms DESC LIMIT 1',
    [betHouse],
  );
  return rows[0]?.timeMs;
}

const playedRoundColumns = selectColumns('rounds', { id: 'id', odd: 'odd', timeMs: 'time_ms' });
export type PlayedRound = RowOf<typeof playedRoundColumns>;

/** The house's first round that crashed after `afterMs`: the round a bet placed then plays. */
export async function firstRoundCrashedAfter(
  db: Queryable,
  betHouse: string,
  afterMs: number,
): Promise<PlayedRound | null> {
  const { rows } = await db.query<PlayedRound>(
    `SELECT ${playedRoundColumns.sql} FROM rounds WHERE bet_house = $1 AND time_ms > $2
     ORDER BY time_ms, id LIMIT 1`,
    [betHouse, afterMs],
  );
  return rows[0] ?? null;
}

const chainPlaceColumns = selectColumns('rounds', {
  chainId: 'chain_id',
  chainIndex: 'chain_index',
});

export interface LatestRound extends PlayedRound {
  /** Where it stands in its hash chain; null for a round that came from no chain of ours. */
  chain: { id: number; index: number } | null;
}

/** The house's latest round, with its place in its chain: the one the next take-off follows. */
export async function latestRoundWithChain(
  db: Queryable,
  betHouse: string,
): Promise<LatestRound | null> {
  const { rows } = await db.query<PlayedRound & RowOf<typeof chainPlaceColumns>>(
    `SELECT ${playedRoundColumns.sql}, ${chainPlaceColumns.sql} FROM rounds WHERE bet_house = $1
     ORDER BY time_ms DESC, id DESC LIMIT 1`,
    [betHouse],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const chain =
    row.chainId === null || row.chainIndex === null
      ? null
      : { id: row.chainId, index: row.chainIndex };
  return { id: row.id, odd: row.odd, timeMs: row.timeMs, chain };
}

function byTime(a: RoundRow, b: RoundRow): number {
  return a.timeMs - b.timeMs || a.id - b.id;
}

/** What a player needs to verify a round: its hash and the salt of its chain (null for a feed round). */
const verifiableColumns = selectFields('rounds', ['id', 'bet_house', 'odd', 'hash', 'time_ms']);
const saltColumns = selectFields('round_chains', ['salt']);
/** The round's `timeMs` is its crash: the proof never changes after it. */
export type VerifiableRound = RowOf<typeof verifiableColumns> & Nullable<RowOf<typeof saltColumns>>;

export async function findVerifiableRound(
  db: Queryable,
  id: number,
): Promise<VerifiableRound | null> {
  const { rows } = await db.query<VerifiableRound>(
    `SELECT ${verifiableColumns.of('r')}, ${saltColumns.of('c')}
     FROM rounds r LEFT JOIN round_chains c ON c.id = r.chain_id
     WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

const proofColumns = selectFields('rounds', ['id', 'hash']).narrow<{ hash: string }>();
export type RoundProofRow = RowOf<typeof proofColumns> & Nullable<RowOf<typeof saltColumns>>;

export async function roundProofs(db: Queryable, ids: readonly number[]): Promise<RoundProofRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<RoundProofRow>(
    `SELECT ${proofColumns.of('r')}, ${saltColumns.of('c')}
     FROM rounds r LEFT JOIN round_chains c ON c.id = r.chain_id
     WHERE r.id = ANY($1::int8[]) AND r.hash IS NOT NULL`,
    [ids],
  );
  return rows;
}

const chainedRoundColumns = selectFields('rounds', [
  'id',
  'hash',
  'time_ms',
  'chain_id',
  'chain_index',
]).narrow<{ hash: string; chainId: number; chainIndex: number }>();
const chainColumns = selectFields('round_chains', ['salt', 'terminating_hash']);
/** A chained round (joined to its chain, so hash and position are set) with the chain's public data. */
export type RangeStartRow = RowOf<typeof chainedRoundColumns> & RowOf<typeof chainColumns>;

/** The first chained round that `condition` (on rounds `r`) selects, with its chain's public data. */
async function firstChainedRound(
  db: Queryable,
  condition: string,
  params: readonly unknown[],
): Promise<RangeStartRow | undefined> {
  const { rows } = await db.query<RangeStartRow>(
    `SELECT ${chainedRoundColumns.of('r')}, ${chainColumns.of('c')}
     FROM rounds r JOIN round_chains c ON c.id = r.chain_id
     WHERE ${condition}`,
    params,
  );
  return rows[0];
}

export function chainedRound(
  db: Queryable,
  betHouse: string,
  id: number,
): Promise<RangeStartRow | undefined> {
  return firstChainedRound(db, 'r.id = $1 AND r.bet_house = $2', [id, betHouse]);
}

export function latestChainedRound(
  db: Queryable,
  betHouse: string,
  beforeMs: number,
): Promise<RangeStartRow | undefined> {
  return firstChainedRound(
    db,
    'r.bet_house = $1 AND r.time_ms < $2 ORDER BY r.time_ms DESC, r.id DESC LIMIT 1',
    [betHouse, beforeMs],
  );
}

const chainRoundColumns = selectFields('rounds', ['id', 'odd', 'hash']).narrow<{ hash: string }>();
export type ChainRoundRow = RowOf<typeof chainRoundColumns>;

interface ChainRoundsBackInput {
  chainId: number;
  fromIndex: number;
  sinceMs: number;
  limit: number;
}

/**
 * The stored rounds of a chain from index `fromIndex` back to older ones that
 * crashed at or after `sinceMs`, newest first, at most `limit`.
 */
export async function chainRoundsBack(
  db: Queryable,
  { chainId, fromIndex, sinceMs, limit }: ChainRoundsBackInput,
): Promise<ChainRoundRow[]> {
  const { rows } = await db.query<ChainRoundRow>(
    `SELECT ${chainRoundColumns.sql} FROM rounds
     WHERE chain_id = $1 AND chain_index <= $2 AND time_ms >= $3
     ORDER BY chain_index DESC LIMIT $4`,
    [chainId, fromIndex, sinceMs, limit],
  );
  return rows;
}

const exportColumns = selectFields('rounds', ['id', 'time_ms', 'odd', 'hash']);
export type ExportRow = RowOf<typeof exportColumns> & Nullable<RowOf<typeof saltColumns>>;

/**
 * What identifies the rounds of a span without reading them: how many there
 * are and the newest id stored among them. A late feed round in a closed
 * span changes both, so an export's validator built from them changes too.
 */
export async function spanFingerprint(
  db: Queryable,
  span: { betHouse: string; fromMs: number; toMs: number },
): Promise<{ rounds: number; newestId: number }> {
  const { rows } = await db.query<{ rounds: number; newest_id: number }>(
    `SELECT count(*)::int8 AS rounds, coalesce(max(id), 0)::int8 AS newest_id
     FROM rounds WHERE bet_house = $1 AND time_ms >= $2 AND time_ms < $3`,
    [span.betHouse, span.fromMs, span.toMs],
  );
  return { rounds: rows[0]?.rounds ?? 0, newestId: rows[0]?.newest_id ?? 0 };
}

/**
 * One page of a house's rounds in [fromMs, toMs), in order of play, after the
 * round (afterTimeMs, afterId): keyset pagination on the (bet_house, time_ms,
 * id) index, so every page costs the same however deep into the span it is.
 */
export async function exportPage(
  db: Queryable,
  span: { betHouse: string; fromMs: number; toMs: number },
  after: { timeMs: number; id: number } | null,
  limit: number,
): Promise<ExportRow[]> {
  const { rows } = await db.query<ExportRow>(
    `SELECT ${exportColumns.of('r')}, ${saltColumns.of('c')}
     FROM rounds r LEFT JOIN round_chains c ON c.id = r.chain_id
     WHERE r.bet_house = $1 AND r.time_ms >= $2 AND r.time_ms < $3
       AND (r.time_ms, r.id) > ($4, $5)
     ORDER BY r.time_ms, r.id LIMIT $6`,
    [span.betHouse, span.fromMs, span.toMs, after?.timeMs ?? -1, after?.id ?? -1, limit],
  );
  return rows;
}
