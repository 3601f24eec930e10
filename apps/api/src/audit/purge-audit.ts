// The database decides what goes, from its own clock and the retention written
// at migration, so nothing a caller says can widen it. The api never runs it.
import type { Queryable } from '#/db/database.js';
import { auditRetentionYears, purgeAuditRows } from './audit-repository.js';

/** Rows deleted, and the retention the database applied. */
export async function purgeAuditTrail(db: Queryable): Promise<{ purged: number; years: number }> {
  const purged = await purgeAuditRows(db);
  return { purged, years: await auditRetentionYears(db) };
}
