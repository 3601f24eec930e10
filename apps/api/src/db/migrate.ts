// All in one transaction: a start that fails half-way leaves the schema as it was.
import { readdirSync, readFileSync } from 'node:fs';
import type { Database, Tx } from './database.js';
import {
  assertUnchanged,
  migrationChecksum,
  type AppliedMigration,
} from './migration-checksums.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Any fixed number: serializes migrating api processes on one PostgreSQL server. */
const MIGRATION_LOCK_ID = 7_415_920_261;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(directory: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(directory)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      sql: readFileSync(new URL(file, directory), 'utf8'),
    }));
}

/**
 * Returns the names of the migrations it applied. `after` runs in the same
 * transaction under the same lock (the owner's grants and retention,
 * db/database-roles.ts), so processes starting together never race on them.
 */
export async function migrate(
  db: Database,
  migrations: Migration[] = readMigrations(),
  after?: (tx: Tx) => Promise<void>,
): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres')
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    // Looked up first: CREATE ... IF NOT EXISTS needs the right to create
    // even when the table exists, which the api's own role has not
    // (docs/operations/deploy.md#database-roles).
    const { rows: found } = await tx.query<{ exists: boolean }>(
      "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
    );
    if (found[0]?.exists !== true)
      await tx.query(`CREATE TABLE schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Every column: `checksum` comes with a migration, so an older database lacks it.
    const { rows } = await tx.query<AppliedMigration>('SELECT * FROM schema_migrations');
    assertUnchanged(rows, migrations);
    const done = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !done.has(migration.version));
    if (pending.length > 0) {
      // One script for all of them: a fresh database applies every migration,
      // and two round trips each cost more than the statements themselves.
      // A statement that fails aborts the transaction, so the error names the batch.
      const names = pending.map((migration) => migration.name);
      try {
        await tx.exec(pending.map((migration) => migration.sql).join('\n;\n'));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`migração falhou (${names.join(', ')}): ${reason}`, { cause: error });
      }
      await tx.query(
        'INSERT INTO schema_migrations (version, name) SELECT * FROM unnest($1::int[], $2::text[])',
        [pending.map((migration) => migration.version), names],
      );
      applied.push(...names);
    }
    await recordChecksums(tx, migrations);
    await after?.(tx);
  });
  return applied;
}

/**
 * Fills the checksum of every row without one: the ones just applied, and on
 * the first run with the column every row before it, from today's files.
 * Nothing when the column is not there yet (a list that stops before it).
 */
async function recordChecksums(tx: Tx, migrations: Migration[]): Promise<void> {
  const { rows: column } = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT FROM pg_attribute WHERE attrelid = 'schema_migrations'::regclass
                    AND attname = 'checksum' AND NOT attisdropped) AS found`,
  );
  if (column[0]?.found !== true) return;
  const { rows } = await tx.query<{ version: number }>(
    'SELECT version FROM schema_migrations WHERE checksum IS NULL',
  );
  const missing = new Set(rows.map((row) => row.version));
  const known = migrations.filter((migration) => missing.has(migration.version));
  if (known.length === 0) return;
  await tx.query(
    `UPDATE schema_migrations SET checksum = known.checksum
     FROM unnest($1::int[], $2::text[]) AS known (version, checksum)
     WHERE schema_migrations.version = known.version`,
    [known.map((migration) => migration.version), known.map((m) => migrationChecksum(m.sql))],
  );
}
