// docs/api/running.md#migrations: the migrator records the checksum of each
// migration it applies, fills the one of every row from before the column on
// its first run, and refuses to start when an applied migration's statements
// changed; a comment may change. Each case on a new, empty database.
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase } from '#/test/empty-database.js';
import { WHOLE_DATABASE } from '#/test/whole-database-timeout.js';
import type { Database } from './database.js';
import { migrate, readMigrations, type Migration } from './migrate.js';
import { migrationChecksum } from './migration-checksums.js';

const CHECKSUM_VERSION = 293;
const migrations = readMigrations();
let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

async function fresh(): Promise<Database> {
  const empty = await emptyDatabase();
  dispose = empty.dispose;
  return empty.db;
}

async function recorded(db: Database): Promise<Record<string, string | null>> {
  const { rows } = await db.query<{ name: string; checksum: string | null }>(
    'SELECT name, checksum FROM schema_migrations ORDER BY version',
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.checksum]));
}

const expected = (list: readonly Migration[]) =>
  Object.fromEntries(list.map((migration) => [migration.name, migrationChecksum(migration.sql)]));

/** The same migrations, `name`'s text passed through `edit`: a file edited in place. */
const edited = (name: string, edit: (sql: string) => string): Migration[] =>
  migrations.map((migration) =>
    migration.name === name ? { ...migration, sql: edit(migration.sql) } : migration,
  );

describe('the checksums of the applied migrations', WHOLE_DATABASE, () => {
  it('refuses to start when an applied migration changed, and applies nothing after it', async () => {
    const db = await fresh();
    await migrate(db);
    expect(await recorded(db)).toEqual(expected(migrations));

    const tampered = edited('002_money.sql', (sql) =>
      sql.replace("'ledger_entries is append-only'", "'ledger_entries may change'"),
    );
    const later: Migration = { version: 999, name: '999_later.sql', sql: 'CREATE TABLE later ()' };
    await expect(migrate(db, [...tampered, later])).rejects.toThrow(
      /^Migração alterada depois de aplicada: 002_money\.sql\./,
    );
    const { rows } = await db.query<{ later: string | null }>(
      "SELECT to_regclass('later')::text AS later",
    );
    expect(rows[0]?.later).toBeNull();
    expect(await migrate(db)).toEqual([]);
  });

  it('lets a comment change: the checksum is of the statements', async () => {
    const db = await fresh();
    await migrate(db);
    const recommented = edited('001_accounts.sql', (sql) => `-- A comment added later.\n${sql}`);
    expect(recommented[0]?.sql).not.toBe(migrations[0]?.sql);
    expect(await migrate(db, recommented)).toEqual([]);
  });

  it('fills the checksum of the rows from before the column on the first run with it', async () => {
    const db = await fresh();
    const before = migrations.filter((migration) => migration.version < CHECKSUM_VERSION);
    await migrate(db, before);
    const { rows } = await db.query<{ column: string | null }>(
      `SELECT attname AS column FROM pg_attribute
         WHERE attrelid = 'schema_migrations'::regclass AND attname = 'checksum'`,
    );
    expect(rows).toEqual([]);

    const applied = await migrate(db);
    expect(applied).toEqual(
      migrations.filter((m) => m.version >= CHECKSUM_VERSION).map((m) => m.name),
    );
    expect(await recorded(db)).toEqual(expected(migrations));
    await expect(
      migrate(
        db,
        edited('001_accounts.sql', (sql) => `${sql}\nCREATE TABLE extra ();`),
      ),
    ).rejects.toThrow(/001_accounts\.sql/);
  });
});
