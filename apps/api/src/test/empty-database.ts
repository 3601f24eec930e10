// A new database with nothing in it, on the engine of the run: for the tests
// of what the migrations themselves do.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '#/db/database.js';
import { openPglite } from '#/db/pglite.js';
import { openPostgres } from '#/db/postgres.js';
import { databaseUrl } from './postgres-urls.js';
import './provided-context.js';

export async function emptyDatabase(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const provided = inject('testDatabase');
  if (provided.engine === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'velas-empty-'));
    const db = await openPglite(join(root, 'pgdata'));
    return {
      db,
      dispose: async () => {
        await db.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const name = `velas_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: provided.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const db = openPostgres(databaseUrl(provided.serverUrl, name), 4);
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
