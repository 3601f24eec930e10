// Restore of the embedded PGlite database (docs/operations.md#backup-and-restore):
// a tarball that GET /ops-api/backup gave (ops/backup-routes.ts) into a fresh
// data directory, which the api then opens as DATA_DIR
// (`node dist/commands/restore-command.js`, commands/backup-files.ts).
// PostgreSQL is backed up by `node dist/commands/backup-command.js` (a logical
// backup in one snapshot, logical-backup.ts) or pg_dump.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Unpacks a backup into `dataDir`, which must not exist yet or be empty. */
export async function restorePglite(tarball: Buffer, dataDir: string): Promise<void> {
  const directory = resolve(dataDir);
  if (existsSync(directory) && readdirSync(directory).length > 0)
    throw new Error(`${directory} não está vazio: restaure numa pasta nova`);
  const pglite = await PGlite.create(directory, {
    loadDataDir: new Blob([new Uint8Array(tarball)]),
  });
  await pglite.close();
}
