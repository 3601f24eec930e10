// The prepared data directory of a first start on PGlite (db/fresh-pglite.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeFreshPglite } from './fresh-pglite-writer.js';
import { copyFreshPglite } from './fresh-pglite.js';
import { migrate, readMigrations } from './migrate.js';
import { openPglite } from './pglite.js';

// About PGlite alone: run once, in the PGlite project.
describe.runIf(inject('testDatabase').engine === 'pglite')('the prepared PGlite directory', () => {
  const root = mkdtempSync(join(tmpdir(), 'velas-fresh-pglite-test-'));
  const prepared = join(root, 'fresh');
  beforeAll(() => writeFreshPglite(prepared), 120_000);
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('is copied into a new directory: every migration applied, no row besides', async () => {
    const directory = join(root, 'first-start');
    expect(await copyFreshPglite(directory, prepared)).toBe(true);
    const db = await openPglite(directory);
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ versions: number; users: number }>(
        'SELECT (SELECT count(*) FROM schema_migrations)::int AS versions, (SELECT count(*) FROM users)::int AS users',
      );
      expect(rows[0]).toEqual({ versions: readMigrations().length, users: 0 });
    } finally {
      await db.close();
    }
  });

  it('leaves a directory that holds anything alone', async () => {
    const directory = join(root, 'kept');
    mkdirSync(directory);
    writeFileSync(join(directory, 'PG_VERSION'), '18\n');
    expect(await copyFreshPglite(directory, prepared)).toBe(false);
  });

  it('does nothing without a prepared directory (run from the sources)', async () => {
    expect(await copyFreshPglite(join(root, 'none'), join(root, 'absent'))).toBe(false);
  });
});
