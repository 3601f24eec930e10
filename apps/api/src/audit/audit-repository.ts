// The SQL of the audit trail (audit/audit-trail.ts): insert, read per player,
// and the operator's purge past the retention.
import type { Queryable } from '../db/database.js';

export interface AuditRow {
  at: Date | null;
  userId: number | null;
  actor: string;
  category: AuditCategory;
  action: string;
  amountCents: number | null;
  details: Record<string, unknown>;
  requestId: string | null;
}

export type AuditCategory = 'money' | 'identity' | 'limits' | 'pause' | 'exclusion' | 'closure';

export async function insertAuditRow(tx: Queryable, row: AuditRow): Promise<void> {
  await tx.query(
    `INSERT INTO audit_events (at, user_id, actor, category, action, amount_cents, details, request_id)
     VALUES (COALESCE($1, now()), $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      row.at,
      row.userId,
      row.actor,
      row.category,
      row.action,
      row.amountCents,
      JSON.stringify(row.details),
      row.requestId,
    ],
  );
}

export interface StoredAuditRow {
  id: number;
  at: Date;
  user_id: number | null;
  actor: string;
  category: AuditCategory;
  action: string;
  amount_cents: number | null;
  details: Record<string, unknown>;
  request_id: string | null;
}

/** A player's rows after `afterId`, oldest first. */
export async function auditRowsOf(
  db: Queryable,
  userId: number,
  afterId: number,
  limit: number,
): Promise<StoredAuditRow[]> {
  const { rows } = await db.query<StoredAuditRow>(
    `SELECT id, at, user_id, actor, category, action, amount_cents, details, request_id
     FROM audit_events WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [userId, afterId, limit],
  );
  return rows;
}

/** Deletes rows older than `cutoff`; the table's trigger lets only these go. */
export async function deleteAuditRowsBefore(db: Queryable, cutoff: Date): Promise<number> {
  await db.query("SELECT set_config('velas.audit_purge_before', $1, true)", [cutoff.toISOString()]);
  return (await db.query('DELETE FROM audit_events WHERE at < $1', [cutoff])).rowCount;
}
