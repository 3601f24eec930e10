// The hash chains behind simulated rounds, one generation at a time per house.
import { type Queryable } from '#/db/database.js';
import { selectFields, type RowOf } from '#/db/select-columns.js';
import { HashChain, hashToHex, hexToHash, newSalt, newSeed } from './fairness.js';

const chainColumns = selectFields('round_chains', [
  'id',
  'bet_house',
  'generation',
  'salt',
  'terminating_hash',
  'seed',
  'length',
]);
export type ChainRow = RowOf<typeof chainColumns>;

/** The chain a house plays now: its latest generation. */
export async function currentChain(db: Queryable, betHouse: string): Promise<ChainRow | undefined> {
  const { rows } = await db.query<ChainRow>(
    `SELECT ${chainColumns.sql} FROM round_chains WHERE bet_house = $1 ORDER BY generation DESC LIMIT 1`,
    [betHouse],
  );
  return rows[0];
}

/**
 * Publishes generation `generation` of a house's chain with a fresh secret seed
 * and salt. When another process got there first, its chain is the one used.
 */
export async function startChain(
  db: Queryable,
  betHouse: string,
  generation: number,
  length: number,
): Promise<{ row: ChainRow; chain: HashChain }> {
  const seed = newSeed();
  const chain = await HashChain.build(seed, length);
  const { rows } = await db.query<ChainRow>(
    `INSERT INTO round_chains (bet_house, generation, salt, terminating_hash, seed, length)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (bet_house, generation) DO NOTHING
     RETURNING ${chainColumns.sql}`,
    [betHouse, generation, newSalt(), hashToHex(chain.terminatingHash), hashToHex(seed), length],
  );
  const inserted = rows[0];
  if (inserted !== undefined) {
    keep(inserted, Promise.resolve(chain));
    return { row: inserted, chain };
  }
  const { rows: existing } = await db.query<ChainRow>(
    `SELECT ${chainColumns.sql} FROM round_chains WHERE bet_house = $1 AND generation = $2`,
    [betHouse, generation],
  );
  const row = existing[0];
  if (row === undefined) throw new Error(`chain ${betHouse}#${generation} vanished`);
  return { row, chain: await rebuildChain(row) };
}

/** Rebuilt chains by seed, so the simulator and the demo crash game hash a chain once. */
const rebuilt = new Map<string, Promise<HashChain>>();
const KEPT_CHAINS = 4;

/** The chain a stored row describes, recomputed from its secret seed (once per process). */
export function rebuildChain(row: ChainRow): Promise<HashChain> {
  const kept = rebuilt.get(chainKey(row));
  if (kept !== undefined) return kept;
  const building = HashChain.build(hexToHash(row.seed), row.length);
  keep(row, building);
  return building;
}

const chainKey = (row: ChainRow) => `${row.seed}:${String(row.length)}`;

function keep(row: ChainRow, chain: Promise<HashChain>): void {
  const key = chainKey(row);
  rebuilt.set(key, chain);
  chain.catch(() => rebuilt.delete(key));
  for (const old of rebuilt.keys())
    if (rebuilt.size > KEPT_CHAINS && old !== key) rebuilt.delete(old);
}

/** One generation of a house's chain by its id. */
export async function chainById(db: Queryable, id: number): Promise<ChainRow | undefined> {
  const { rows } = await db.query<ChainRow>(
    `SELECT ${chainColumns.sql} FROM round_chains WHERE id = $1`,
    [id],
  );
  return rows[0];
}
