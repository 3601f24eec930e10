// `node dist/commands/purge-audit-command.js` with the api's environment: deletes
// the audit rows older than AUDIT_RETENTION_YEARS and prints how many
// (docs/operations.md#audit-trail). Run by the operator, never by the api.
import { purgeAuditTrail } from '../audit/purge-audit.js';
import { openDatabase } from '../db/open-database.js';
import { readEnvironment } from '../env.js';
import { loadRuntime } from '../settings/runtime.js';

const { config } = loadRuntime(readEnvironment());
const db = await openDatabase(config);
try {
  const purged = await db.transaction((tx) =>
    purgeAuditTrail(tx, Date.now(), config.AUDIT_RETENTION_YEARS),
  );
  console.log(`audit: ${purged} linhas com mais de ${config.AUDIT_RETENTION_YEARS} anos removidas`);
} finally {
  await db.close();
}
