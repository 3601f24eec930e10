// The queries of the health checks (health/readiness.ts).
import type { Queryable } from '#/db/database.js';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** Versions recorded in schema_migrations (none when the table is missing). */
export async function appliedMigrationVersions(db: Queryable): Promise<Set<number>> {
  const { rows: table } = await db.query<{ found: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS found",
  );
  if (table[0]?.found == null) return new Set();
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/** The crash instant of the newest round of each house that has one (one index probe per house). */
export async function newestRoundTimes(
  db: Queryable,
  betHouses: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ bet_house: string; time_ms: number | null }>(
    `SELECT house AS bet_house,
       (SELECT time_ms FROM rounds WHERE bet_house = house ORDER BY time_ms DESC LIMIT 1) AS time_ms
     FROM unnest($1::text[]) AS house`,
    [betHouses],
  );
  const times = new Map<string, number>();
  for (const row of rows) if (row.time_ms !== null) times.set(row.bet_house, row.time_ms);
  return times;
}
