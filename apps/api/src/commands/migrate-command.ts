// As the owner of the tables; grants DATABASE_URL's role what the api needs
// and no more (docs/operations/deploy.md#database-roles). Idempotent.
import { currentRole, prepareAsOwner } from '#/db/database-roles.js';
import { openDatabase } from '#/db/open-database.js';
import { openPostgres } from '#/db/postgres.js';
import { loadConfig } from '#/env.js';

const config = loadConfig();
const ownerUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
const owner = ownerUrl === undefined ? await openDatabase(config) : openPostgres(ownerUrl, 1);
try {
  let runtimeRole: string | undefined;
  if (config.MIGRATION_DATABASE_URL !== undefined && config.DATABASE_URL !== undefined) {
    const runtime = openPostgres(config.DATABASE_URL, 1);
    try {
      runtimeRole = await currentRole(runtime);
    } finally {
      await runtime.close();
    }
  }
  const applied = await prepareAsOwner(owner, {
    retentionYears: config.AUDIT_RETENTION_YEARS,
    runtimeRole,
  });
  const granted = runtimeRole === undefined ? '' : `; direitos do api dados a "${runtimeRole}"`;
  console.log(
    `migrate: ${applied.length === 0 ? 'nada a aplicar' : applied.join(', ')}; retenção da auditoria ${config.AUDIT_RETENTION_YEARS} anos${granted}`,
  );
} finally {
  await owner.close();
}
