// A database holding at least `minimum` simulated rounds: a PGlite data
// directory kept in the repository's ignored .cache between runs (building it
// takes a minute), or a database on a PostgreSQL server, made on the first run
// against that server.
import { mkdirSync } from 'node:fs';
import { DAY_MS } from '@velas/domain/calendar';
import Fastify from 'fastify';
import pg from 'pg';
import type { Database } from '#/db/database.js';
import { migrate } from '#/db/migrate.js';
import { openPglite } from '#/db/pglite.js';
import { openPostgres } from '#/db/postgres.js';
import { RoundSimulator } from '#/history/simulator/simulator.js';

/** ~24 s a round on average: 300 days is comfortably over a million. */
const SEED_DAYS = 300;

export const BENCH_HOUSE = 'MINES_BET';

/** The database the bench makes on a PostgreSQL server. */
const POSTGRES_DATABASE = 'velas_history_bench';

async function storeRounds(db: Database, where: string, minimum: number): Promise<number> {
  await migrate(db);
  const count = async () =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM rounds WHERE bet_house = $1', [
        BENCH_HOUSE,
      ])
    ).rows[0]?.n ?? 0;
  const already = await count();
  if (already >= minimum) return already;
  console.log(`[bench] storing ${SEED_DAYS} days of simulated rounds in ${where} (once)…`);
  const started = performance.now();
  const simulator = new RoundSimulator({
    db,
    clock: Date.now,
    log: Fastify({ logger: false }).log,
    betHouses: [BENCH_HOUSE],
    chainLength: 2_000_000,
    backfillMs: SEED_DAYS * DAY_MS,
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
  });
  await simulator.start();
  await simulator.stop();
  // Fresh rows, as a year of play leaves them: read once and marked visible.
  await db.exec('VACUUM ANALYZE rounds');
  const stored = await count();
  console.log(
    `[bench] ${stored} rounds stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (stored < minimum) throw new Error(`only ${stored} rounds stored; expected ${minimum}`);
  return stored;
}

export async function ensureRounds(dataDir: string, minimum: number): Promise<number> {
  mkdirSync(dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  try {
    return await storeRounds(db, dataDir, minimum);
  } finally {
    await db.close();
  }
}

/**
 * The URL of the bench's database on the server `serverUrl` names (a
 * superuser's, as with-test-postgres gives), with its rounds.
 */
export async function ensurePostgresRounds(
  serverUrl: string,
  minimum: number,
): Promise<{ url: string; rounds: number }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      POSTGRES_DATABASE,
    ]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${POSTGRES_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${POSTGRES_DATABASE}`;
  const db = openPostgres(url.href, 4);
  try {
    return { url: url.href, rounds: await storeRounds(db, POSTGRES_DATABASE, minimum) };
  } finally {
    await db.close();
  }
}
