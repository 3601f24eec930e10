// The purge of audit rows past the retention (AUDIT_RETENTION_YEARS, five
// years by default: the reach of consumer and tax claims in Brazil). The
// database decides what goes, from its own clock and the retention the owner
// wrote into it at migration (migration 160_audit_chain.sql): nothing the
// caller says can widen it. The api never runs it; the retention job
// (retention/) never touches the trail. The operator runs
// `pnpm --filter @velas/api run purge-audit` (docs/operations.md#audit-trail).
import type { Queryable } from '../db/database.js';
import { auditRetentionYears, purgeAuditRows } from './audit-repository.js';

/** Rows deleted, and the retention the database applied. */
export async function purgeAuditTrail(db: Queryable): Promise<{ purged: number; years: number }> {
  const purged = await purgeAuditRows(db);
  return { purged, years: await auditRetentionYears(db) };
}
