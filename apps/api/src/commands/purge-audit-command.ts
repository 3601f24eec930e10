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
