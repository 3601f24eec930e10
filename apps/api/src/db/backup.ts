// Backup and restore of the embedded PGlite database while the api runs
// (docs/operations.md#backup-and-restore):
// - GET /ops-api/backup (the ops listener's machine key): a gzip tarball of the data
//   directory, taken inside a transaction after a checkpoint, so it holds
//   exactly the transactions committed before it;
// - restorePglite: a tarball into a fresh data directory, which the api then
//   opens as DATA_DIR (`node dist/commands/restore-command.js`, backup-files.ts).
// PostgreSQL is backed up by `node dist/commands/backup-command.js` (a logical
// backup in one snapshot, logical-backup.ts) or pg_dump.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';

export const BACKUP_NOT_PGLITE =
  'Este servidor usa PostgreSQL: faça o backup com backup-command.js ou pg_dump (docs/operations.md).';

/** On the ops listener only (ops/ops-app.ts), never on the players' port. */
export function backupRoutes(app: FastifyInstance): void {
  if (app.config.OPERATOR_API_KEY === undefined) return;
  app.get('/ops-api/backup', { config: { access: 'machine' } }, async (request, reply) => {
    const { backup } = app.db;
    if (backup === undefined) throw new HttpError(409, BACKUP_NOT_PGLITE);
    const started = performance.now();
    const tarball = Buffer.from(await (await backup()).arrayBuffer());
    request.log.info(
      { bytes: tarball.length, ms: Math.round(performance.now() - started) },
      'backup taken',
    );
    return reply
      .type('application/gzip')
      .header('content-disposition', 'attachment; filename="velas-pglite.tar.gz"')
      .send(tarball);
  });
}

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
