// docs/api/running.md#migrations: db/migrations/checksums.json holds the checksum
// of every committed migration, so editing one fails `npm test` in CI before
// any database sees it; and the checksum is of the statements, so a comment
// may be fixed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.js';
import { migrationChecksum, migrationStatements } from './migration-checksums.js';

const folder = new URL('./migrations/', import.meta.url);
const MANIFEST = 'checksums.json';

/** What is wrong between the committed checksums and the files, each with its fix. */
function manifestProblems(
  manifest: Record<string, string>,
  files: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, checksum] of Object.entries(files)) {
    const committed = manifest[name];
    if (committed === undefined)
      problems.push(
        `${name} is new: add its line to src/db/migrations/${MANIFEST}: "${name}": "${checksum}",`,
      );
    else if (committed !== checksum)
      problems.push(
        `${name} changed after it was committed: an applied migration never changes. ` +
          'Undo the edit and write a new migration (a comment may change: it is not hashed).',
      );
  }
  for (const name of Object.keys(manifest))
    if (!(name in files)) problems.push(`${name} is gone: a migration is never removed.`);
  return problems;
}

describe('the committed checksums of the migrations', () => {
  it('match every migration file, and name each file the migrator reads', () => {
    const manifest = JSON.parse(readFileSync(new URL(MANIFEST, folder), 'utf8')) as Record<
      string,
      string
    >;
    const files = Object.fromEntries(
      readMigrations().map((migration) => [migration.name, migrationChecksum(migration.sql)]),
    );
    expect(manifestProblems(manifest, files)).toEqual([]);
  });

  it('leave no .sql file in the folder that the migrator would skip', () => {
    const read = new Set(readMigrations().map((migration) => migration.name));
    const skipped = readdirSync(folder).filter((file) => file !== MANIFEST && !read.has(file));
    expect(skipped).toEqual([]);
  });

  it('name a new file with its line, an edited one and a removed one', () => {
    const committed = { '001_a.sql': 'aa', '002_b.sql': 'bb' };
    const files = { '001_a.sql': 'ab', '003_c.sql': 'cc' };
    expect(manifestProblems(committed, files)).toEqual([
      expect.stringMatching(/^001_a\.sql changed after it was committed/),
      '003_c.sql is new: add its line to src/db/migrations/checksums.json: "003_c.sql": "cc",',
      '002_b.sql is gone: a migration is never removed.',
    ]);
  });
});

describe('the statements a checksum is of', () => {
  it('leave out comments and layout', () => {
    expect(
      migrationStatements('-- why\nCREATE TABLE t (\n  id int /* the key */\n);\n\n-- end'),
    ).toBe('CREATE TABLE t ( id int );');
    expect(migrationStatements('SELECT 1 /* a /* nested */ comment */ + 2')).toBe('SELECT 1 + 2');
  });

  it('keep strings, quoted names and function bodies as written', () => {
    const kept = [
      "SELECT '-- not a  comment', 'it''s'",
      'SELECT "odd -- name"',
      'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 -- in the body\n $$',
      'DO $body$ BEGIN   PERFORM 1; END $body$',
    ];
    for (const sql of kept) expect(migrationStatements(sql)).toBe(sql);
  });

  it('differ when a statement does', () => {
    expect(migrationChecksum('-- a\nSELECT 1;')).toBe(migrationChecksum('SELECT 1; -- b'));
    expect(migrationChecksum('SELECT 1;')).not.toBe(migrationChecksum('SELECT 2;'));
    expect(migrationChecksum("SELECT 'a  b';")).not.toBe(migrationChecksum("SELECT 'a b';"));
  });
});
