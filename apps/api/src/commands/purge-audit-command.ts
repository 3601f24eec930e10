// `pnpm --filter @velas/api run purge-audit` (node dist/commands/purge-audit-command.js)
// with the api's environment: deletes the audit rows older than the retention
// the database holds and prints how many (docs/operations/audit-trail.md#audit-trail).
// Run by the operator, never by the api. Either role may run it: the
// database's function decides what goes.
import { purgeAuditTrail } from '#/audit/purge-audit.js';
import { openDatabase } from '#/db/open-database.js';
import { loadConfig } from '#/env.js';

const db = await openDatabase(loadConfig());
try {
  const { purged, years } = await purgeAuditTrail(db);
  console.log(`audit: ${purged} linhas com mais de ${years} anos removidas`);
} finally {
  await db.close();
}
