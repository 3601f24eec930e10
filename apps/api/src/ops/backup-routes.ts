// Taken inside a transaction after a checkpoint, so it holds exactly the
// transactions committed before it.
import type { FastifyInstance } from 'fastify';
import { Conflict } from '#/domain-errors.js';

const BACKUP_NOT_PGLITE =
  'Este servidor usa PostgreSQL: faça o backup com backup-command.js ou pg_dump (docs/operations/backup-and-restore.md).';

export function backupRoutes(app: FastifyInstance): void {
  if (app.config.OPERATOR_API_KEY === undefined) return;
  app.get('/ops-api/backup', { config: { access: 'machine' } }, async (request, reply) => {
    const { backup } = app.db;
    if (backup === undefined) throw new Conflict(BACKUP_NOT_PGLITE);
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
