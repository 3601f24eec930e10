import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '#/seed/seed.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { acquireLockFile } from './lock-file.js';
import { migrate, readMigrations } from './migrate.js';

const t = useTestApp();

describe('the database', () => {
  it('applies each migration once', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const { rows } = await t.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version).slice(0, 4)).toEqual([1, 2, 3, 4]);
  });

  it('applies the pending migrations as one: a failure names them and applies none', async () => {
    const broken = [
      { version: 998, name: '998_fine.sql', sql: 'CREATE TABLE migrate_probe (id int)' },
      { version: 999, name: '999_broken.sql', sql: 'SELECT * FROM no_such_table' },
    ];
    await expect(migrate(t.db, [...readMigrations(), ...broken])).rejects.toThrow(
      /998_fine\.sql, 999_broken\.sql/,
    );
    const { rows } = await t.db.query<{ table: string | null; versions: number }>(
      `SELECT to_regclass('migrate_probe')::text AS table,
              (SELECT count(*) FROM schema_migrations WHERE version >= 998)::int AS versions`,
    );
    expect(rows[0]).toEqual({ table: null, versions: 0 });
  });

  it('returns the same JavaScript types on both engines', async () => {
    const { rows } = await t.db.query<{ big: number; exact: number; at: Date; doc: unknown }>(
      'SELECT 9007199254740991::bigint AS big, 12.34::numeric AS exact, now() AS at, \'{"a":1}\'::jsonb AS doc',
    );
    expect(rows[0]).toMatchObject({ big: Number.MAX_SAFE_INTEGER, exact: 12.34, doc: { a: 1 } });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it('reads a sum of cents cast to int8 as a whole number, and refuses an int8 past 2^53', async () => {
    const { rows } = await t.db.query<{ total: number; none: number }>(
      `SELECT sum(cents)::int8 AS total, COALESCE(sum(cents) FILTER (WHERE cents > 1000), 0)::int8 AS none
       FROM (VALUES (250::bigint), (-1), (NULL)) AS probe (cents)`,
    );
    expect(rows[0]).toEqual({ total: 249, none: 0 });
    await expect(t.db.query('SELECT 9007199254740993::bigint AS big')).rejects.toThrow(RangeError);
    expect((await t.db.query<{ one: number }>('SELECT 1::int8 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('reads a numeric a number holds exactly, and refuses one it would round', async () => {
    const { rows } = await t.db.query<{ total: number; rate: number }>(
      `SELECT sum(cents) AS total, 97.50::numeric(5, 2) AS rate
       FROM (VALUES (9007199254740990::bigint), (1)) AS probe (cents)`,
    );
    expect(rows[0]).toEqual({ total: Number.MAX_SAFE_INTEGER, rate: 97.5 });
    await expect(
      t.db.query(
        'SELECT sum(cents) FROM (VALUES (9007199254740991::bigint), (1)) AS probe (cents)',
      ),
    ).rejects.toThrow(RangeError);
    await expect(t.db.query('SELECT 0.1234567890123456::numeric AS n')).rejects.toThrow(RangeError);
    await expect(t.db.query("SELECT 'NaN'::numeric AS n")).rejects.toThrow(RangeError);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO document_registry (cpf, name, birth_date) VALUES ('00000000191', 'X', '2000-01-01')",
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      (await t.db.query("SELECT 1 FROM document_registry WHERE cpf = '00000000191'")).rowCount,
    ).toBe(0);
  });
});

describe('the PGlite lock file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'velas-lock-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder while the first lives, and is released', () => {
    const path = join(dir, 'data.lock');
    const release = acquireLockFile(path);
    // This process holds it: a live pid other than ours must be refused.
    writeFileSync(path, String(process.ppid));
    expect(() => acquireLockFile(path)).toThrow(/já está aberto/);
    writeFileSync(path, String(process.pid));
    release();
    acquireLockFile(path)();
  });

  it('takes over a lock left by a process that died', () => {
    const path = join(dir, 'stale.lock');
    writeFileSync(path, '999999999');
    const release = acquireLockFile(path);
    release();
  });
});

describe('the seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    const counts = async () =>
      (
        await t.db.query<Record<string, number>>(
          `SELECT (SELECT count(*) FROM users)::int AS users,
                  (SELECT count(*) FROM ledger_entries)::int AS entries,
                  (SELECT sum(balance_cents) FROM users)::bigint AS balances,
                  (SELECT count(*) FROM casino_games)::int AS games,
                  (SELECT count(*) FROM document_registry)::int AS documents`,
        )
      ).rows[0];
    const before = await counts();
    await seed(t.db, { config: testConfig(), now: t.clock.now(), demo: true });
    expect(await counts()).toEqual(before);
  });
});
