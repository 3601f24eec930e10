// One module owns each table's writes (docs/architecture.md#api-code-rules):
// every statement of the api's source that writes a table sits in the folder
// db/table-owners.ts names for it, or is one of its WRITE_EXCEPTIONS. A static
// scan of the text: no database. The test harness (src/test/, *.test.ts)
// writes fixtures where it likes and is not scanned.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, WRITE_EXCEPTIONS } from './db/table-owners.js';

const srcDir = import.meta.dirname;
const migrationsDir = join(srcDir, 'db', 'migrations');

/** The tables the migrations leave, in order: a later DROP TABLE removes one. */
function migratedTables(): Set<string> {
  const tables = new Set<string>();
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    const statements =
      /\b(CREATE|DROP)\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?(\w+)/gi;
    for (const [, verb = '', table = ''] of sql.matchAll(statements)) {
      if (verb.toUpperCase() === 'CREATE') tables.add(table.toLowerCase());
      else tables.delete(table.toLowerCase());
    }
  }
  return tables;
}

// UPDATE needs its SET, so `FOR UPDATE OF t` and `ON CONFLICT … DO UPDATE SET`
// (which writes the INSERT's own table) name no table here.
const WRITES = [
  /\bINSERT\s+INTO\s+(\w+)/gi,
  /\bUPDATE\s+(?:ONLY\s+)?(?!SET\b)(\w+)(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b/gi,
  /\bDELETE\s+FROM\s+(?:ONLY\s+)?(\w+)/gi,
  /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?(\w+)/gi,
  /\bMERGE\s+INTO\s+(\w+)/gi,
];

/** The tables of `tables` that some statement in `text` writes, sorted. */
function tablesWritten(text: string, tables: ReadonlySet<string>): string[] {
  const written = new Set<string>();
  for (const pattern of WRITES)
    for (const [, name = ''] of text.matchAll(pattern))
      if (tables.has(name.toLowerCase())) written.add(name.toLowerCase());
  return [...written].sort();
}

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !path.startsWith('test/'))
    .sort();
}

const owns = (folder: string, file: string) => file.startsWith(`${folder}/`);
const pair = ({ file, table }: { file: string; table: string }) => `${file} writes ${table}`;

describe('the scanner', () => {
  const tables = new Set(['users', 'withdrawals', 'held_wins', 'audit_events']);

  it('finds inserts, updates, deletes, upserts and the writes of a CTE', () => {
    expect(tablesWritten('INSERT INTO users (email) VALUES ($1)', tables)).toEqual(['users']);
    expect(tablesWritten('UPDATE withdrawals w SET status = $2 WHERE w.id = $1', tables)).toEqual([
      'withdrawals',
    ]);
    expect(tablesWritten('delete from held_wins where id = $1', tables)).toEqual(['held_wins']);
    expect(
      tablesWritten(
        `INSERT INTO users (id) VALUES ($1)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
        tables,
      ),
    ).toEqual(['users']);
    expect(
      tablesWritten(
        `WITH moved AS (UPDATE users SET balance_cents = balance_cents + $2 RETURNING id)
         , audited AS (INSERT INTO audit_events (user_id) SELECT id FROM moved)
         SELECT 1`,
        tables,
      ),
    ).toEqual(['audit_events', 'users']);
  });

  it('reads a lock, a select or an unknown table as no write', () => {
    expect(tablesWritten('SELECT id FROM users u WHERE id = $1 FOR UPDATE OF u', tables)).toEqual(
      [],
    );
    expect(tablesWritten('SELECT * FROM withdrawals FOR UPDATE', tables)).toEqual([]);
    expect(tablesWritten('INSERT INTO schema_migrations (version) VALUES ($1)', tables)).toEqual(
      [],
    );
  });
});

describe('one module owns each table', () => {
  const tables = migratedTables();
  const files = sourceFiles();
  const writes = files.flatMap((file) =>
    tablesWritten(readFileSync(join(srcDir, file), 'utf8'), tables).map((table) => ({
      file,
      table,
    })),
  );
  const outsideOwner = writes.filter(({ file, table }) => !owns(TABLE_OWNERS[table] ?? '', file));

  it('finds the migrations and the writes (so it cannot pass on nothing)', () => {
    expect(tables.has('users')).toBe(true);
    expect(writes).toContainEqual({ file: 'accounts/accounts-repository.ts', table: 'users' });
  });

  it('names an owner for every migrated table and no table the migrations do not leave', () => {
    expect([...tables].filter((table) => !(table in TABLE_OWNERS)).sort()).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !tables.has(table))).toEqual([]);
  });

  it('names owners that are folders of src/', () => {
    const missing = [...new Set(Object.values(TABLE_OWNERS))].filter(
      (folder) => !statSync(join(srcDir, folder), { throwIfNoEntry: false })?.isDirectory(),
    );
    expect(missing).toEqual([]);
  });

  it('writes each table only from its owner or a listed exception', () => {
    const excepted = new Set(WRITE_EXCEPTIONS.map(pair));
    expect(outsideOwner.map(pair).filter((write) => !excepted.has(write))).toEqual([]);
  });

  it('lists no exception that no longer happens, so the list only shrinks', () => {
    const happening = new Set(outsideOwner.map(pair));
    expect(WRITE_EXCEPTIONS.map(pair).filter((write) => !happening.has(write))).toEqual([]);
    expect(new Set(WRITE_EXCEPTIONS.map(pair)).size).toBe(WRITE_EXCEPTIONS.length);
  });

  it('gives each exception a reason of a known kind, or where it is to move', () => {
    const kinds = /^(read-model|migration function|cross-cutting|one statement|to move: \w)/;
    expect(WRITE_EXCEPTIONS.filter(({ reason }) => !kinds.test(reason))).toEqual([]);
  });
});
