// The operator's purge of audit rows past the retention (AUDIT_RETENTION_YEARS,
// five years by default: the reach of consumer and tax claims in Brazil). The
// api never runs it; the retention job (retention/) never touches the trail.
// Run it from a shell: `node dist/audit/purge-audit.js` with the api's
// environment (docs/operations.md#audit-trail).
import type { Queryable } from '../db/database.js';
import { deleteAuditRowsBefore } from './audit-repository.js';

/** The instant `years` calendar years before `now`. */
export function retentionCutoff(now: number, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** Must run inside a transaction (the trigger reads the cutoff from it). Rows deleted. */
export function purgeAuditTrail(tx: Queryable, now: number, years: number): Promise<number> {
  return deleteAuditRowsBefore(tx, retentionCutoff(now, years));
}
