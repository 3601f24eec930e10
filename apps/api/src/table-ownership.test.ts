// One module owns each table (docs/architecture.md#api-code-rules): every
// statement of the api's source that writes a table sits in the folder
// test/table-owners.ts names for it, or is one of its WRITE_EXCEPTIONS; every
// read of a table (its name after FROM or JOIN) sits there too, in one of its
// READ_MODELS, or is one of its READ_EXCEPTIONS. A static scan of the text: no
// database. The test harness (src/test/, *.test.ts) writes and reads fixtures
// where it likes and is not scanned.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  READ_EXCEPTIONS,
  READ_MODELS,
  TABLE_OWNERS,
  WRITE_EXCEPTIONS,
} from '#/test/table-owners.js';

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

// A DELETE's FROM names the table it writes, which WRITES holds.
const READS = [/(?<!\bDELETE\s+)\bFROM\s+(?:ONLY\s+)?(\w+)/gi, /\bJOIN\s+(?:LATERAL\s+)?(\w+)/gi];

/** The tables of `tables` that `patterns` name in `text`, sorted. */
function tablesNamed(text: string, tables: ReadonlySet<string>, patterns: RegExp[]): string[] {
  const named = new Set<string>();
  for (const pattern of patterns)
    for (const [, name = ''] of text.matchAll(pattern))
      if (tables.has(name.toLowerCase())) named.add(name.toLowerCase());
  return [...named].sort();
}

/** A row lock's clause, and the aliases its OF names (none: every table the statement reads). */
const LOCK =
  /\bFOR\s+(?:NO\s+KEY\s+UPDATE|UPDATE|KEY\s+SHARE|SHARE)\b(?:\s+OF\s+(\w+(?:\s*,\s*\w+)*))?/i;
/** A table in a FROM or JOIN with its alias, if any. */
const ALIASED =
  /\b(?:FROM|JOIN)\s+(?:ONLY\s+)?(\w+)(?:\s+(?:AS\s+)?(?!WHERE\b|ON\b|LEFT\b|JOIN\b|FOR\b|ORDER\b|LIMIT\b|GROUP\b)(\w+))?/gi;

/**
 * The tables a statement locks (FOR UPDATE, FOR SHARE…): a lock is a write's
 * first step, so it sits with the table's owner like one. A statement is a
 * string or template literal of the source.
 */
function tablesLocked(text: string, tables: ReadonlySet<string>): string[] {
  const locked = new Set<string>();
  for (const [statement = ''] of text.matchAll(/`[^`]*`|'[^'\n]*'/g)) {
    const lock = LOCK.exec(statement);
    if (lock === null) continue;
    const aliases = lock[1]?.split(',').map((alias) => alias.trim().toLowerCase());
    for (const [, table = '', alias] of statement.matchAll(ALIASED)) {
      const name = table.toLowerCase();
      const named = aliases === undefined || aliases.includes((alias ?? table).toLowerCase());
      if (tables.has(name) && named) locked.add(name);
    }
  }
  return [...locked].sort();
}

const tablesWritten = (text: string, tables: ReadonlySet<string>) =>
  [...new Set([...tablesNamed(text, tables, WRITES), ...tablesLocked(text, tables)])].sort();
const tablesRead = (text: string, tables: ReadonlySet<string>) => tablesNamed(text, tables, READS);

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !path.startsWith('test/'))
    .sort();
}

const owns = (folder: string, file: string) => file.startsWith(`${folder}/`);
const pair = ({ file, table }: { file: string; table: string }) => `${file} writes ${table}`;
const readPair = ({ file, table }: { file: string; table: string }) => `${file} reads ${table}`;
const inReadModel = (file: string) =>
  READ_MODELS.some(({ path }) => file === path || owns(path, file));
const readExceptions = READ_EXCEPTIONS.flatMap(({ file, tables }) =>
  tables.map((table) => readPair({ file, table })),
);

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

  it("counts a row lock as a write of the tables it locks, and its OF's only", () => {
    expect(tablesWritten('`SELECT id FROM users u WHERE id = $1 FOR UPDATE OF u`', tables)).toEqual(
      ['users'],
    );
    expect(tablesWritten("'SELECT * FROM withdrawals FOR NO KEY UPDATE'", tables)).toEqual([
      'withdrawals',
    ]);
    expect(
      tablesWritten(
        '`SELECT w.id FROM withdrawals w JOIN users AS u ON u.id = w.user_id FOR UPDATE OF w`',
        tables,
      ),
    ).toEqual(['withdrawals']);
    expect(
      tablesWritten(
        '`SELECT 1 FROM held_wins h JOIN users u ON u.id = h.user_id FOR SHARE`',
        tables,
      ),
    ).toEqual(['held_wins', 'users']);
  });

  it('reads a select, a comment about locks or an unknown table as no write', () => {
    expect(tablesWritten('`SELECT id FROM users WHERE id = $1`', tables)).toEqual([]);
    expect(tablesWritten('// the row is read FOR UPDATE from users', tables)).toEqual([]);
    expect(tablesWritten('INSERT INTO schema_migrations (version) VALUES ($1)', tables)).toEqual(
      [],
    );
  });

  it('finds the reads of selects, joins, subqueries and an UPDATE … FROM', () => {
    expect(
      tablesRead(
        `SELECT w.id FROM withdrawals w LEFT JOIN held_wins h ON h.user_id = w.user_id
         WHERE EXISTS (SELECT 1 FROM audit_events)`,
        tables,
      ),
    ).toEqual(['audit_events', 'held_wins', 'withdrawals']);
    expect(
      tablesRead(
        'UPDATE withdrawals w SET status = $2 FROM users u WHERE u.id = w.user_id',
        tables,
      ),
    ).toEqual(['users']);
  });

  it("reads a DELETE's own table, an import or an unknown table as no read", () => {
    expect(tablesRead('DELETE FROM held_wins WHERE id = $1', tables)).toEqual([]);
    expect(tablesRead("import { users } from './users.js';", tables)).toEqual([]);
    expect(tablesRead('SELECT version FROM schema_migrations', tables)).toEqual([]);
  });
});

describe('one module owns each table', () => {
  const tables = migratedTables();
  const files = sourceFiles();
  const texts = files.map((file) => ({ file, text: readFileSync(join(srcDir, file), 'utf8') }));
  const writes = texts.flatMap(({ file, text }) =>
    tablesWritten(text, tables).map((table) => ({ file, table })),
  );
  const reads = texts.flatMap(({ file, text }) =>
    tablesRead(text, tables).map((table) => ({ file, table })),
  );
  const ownerOf = ({ file, table }: { file: string; table: string }) =>
    owns(TABLE_OWNERS[table] ?? '', file);
  const outsideOwner = writes.filter((write) => !ownerOf(write));
  const readOutsideOwner = reads.filter((read) => !ownerOf(read));

  it('finds the migrations and the writes (so it cannot pass on nothing)', () => {
    expect(tables.has('users')).toBe(true);
    expect(writes).toContainEqual({ file: 'accounts/accounts-repository.ts', table: 'users' });
    expect(reads).toContainEqual({ file: 'accounts/accounts-repository.ts', table: 'users' });
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

  it("reads another module's table only from a read model or a listed exception", () => {
    const excepted = new Set(readExceptions);
    expect(
      readOutsideOwner
        .filter(({ file }) => !inReadModel(file))
        .map(readPair)
        .filter((read) => !excepted.has(read)),
    ).toEqual([]);
  });

  it("lists no read model or read exception that no longer reads another module's table", () => {
    const happening = new Set(readOutsideOwner.map(readPair));
    expect(readExceptions.filter((read) => !happening.has(read))).toEqual([]);
    expect(new Set(readExceptions).size).toBe(readExceptions.length);
    const reading = READ_MODELS.filter(({ path }) =>
      readOutsideOwner.some(({ file }) => file === path || owns(path, file)),
    );
    expect(reading).toEqual(READ_MODELS);
  });

  it('keeps the read exceptions out of the read models, which may read any table', () => {
    expect(READ_EXCEPTIONS.filter(({ file }) => inReadModel(file))).toEqual([]);
  });

  it('gives each read model and read exception a reason of a known kind, or where it is to move', () => {
    expect(READ_MODELS.filter(({ reason }) => !/^read-model: \w/.test(reason))).toEqual([]);
    const kinds = /^(join|one statement|cross-cutting|to move): \w/;
    expect(READ_EXCEPTIONS.filter(({ reason }) => !kinds.test(reason))).toEqual([]);
  });
});
