import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { recentRowsOf } from '#/db/recent-rows.js';
import { selectFields } from '#/db/select-columns.js';

export interface AuditRow {
  at: Date | null;
  userId: number | null;
  actor: string;
  category: AuditCategory;
  action: string;
  amountCents: Cents | null;
  details: Record<string, unknown>;
  requestId: string | null;
}

export type AuditCategory =
  'money' | 'identity' | 'limits' | 'pause' | 'exclusion' | 'closure' | 'staff';

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

/** A row as the table holds it: what was inserted, with its id and the time the database gave it. */
export type StoredAuditRow = Omit<AuditRow, 'at'> & { id: number; at: Date };

const storedAuditColumns = selectFields('audit_events', [
  'id',
  'at',
  'user_id',
  'actor',
  'category',
  'action',
  'amount_cents',
  'details',
  'request_id',
]).narrow<Pick<StoredAuditRow, 'category' | 'amountCents' | 'details'>>();

export async function auditRowsFiltered(
  db: Queryable,
  filter: { actor?: string; userId?: number },
  afterId: number,
  limit: number,
): Promise<StoredAuditRow[]> {
  const { rows } = await db.query<StoredAuditRow>(
    `SELECT ${storedAuditColumns.sql}
     FROM audit_events
     WHERE ($1::text IS NULL OR actor = $1) AND ($2::integer IS NULL OR user_id = $2) AND id > $3
     ORDER BY id LIMIT $4`,
    [filter.actor ?? null, filter.userId ?? null, afterId, limit],
  );
  return rows;
}

/**
 * The database's purge (migration 160_audit_chain.sql): it computes the cutoff
 * from its own clock and the retention the owner set, deletes the chain's
 * oldest rows past it and records the cut. Rows deleted.
 */
export async function purgeAuditRows(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>('SELECT purge_audit_trail() AS deleted');
  return rows[0]?.deleted ?? 0;
}

export async function auditRetentionYears(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ years: number }>('SELECT audit_retention_years() AS years');
  return rows[0]?.years ?? 0;
}

/** One sealed row as the chain sees it, with its hash recomputed by the database. */
export interface ChainRow {
  id: number;
  position: number;
  prevHash: Buffer;
  hash: Buffer;
  recomputed: Buffer;
}

export async function chainRowsAfter(
  db: Queryable,
  afterPosition: number,
  limit: number,
): Promise<ChainRow[]> {
  const { rows } = await db.query<{
    id: number;
    position: number;
    prev_hash: Uint8Array;
    hash: Uint8Array;
    recomputed: Uint8Array;
  }>(
    `SELECT id, chain_position AS position, prev_hash, hash,
            audit_row_hash(prev_hash, chain_position, id, at, user_id, actor, category, action,
                           amount_cents, details, request_id) AS recomputed
     FROM audit_events WHERE chain_position > $1 ORDER BY chain_position LIMIT $2`,
    [afterPosition, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    prevHash: Buffer.from(row.prev_hash),
    hash: Buffer.from(row.hash),
    recomputed: Buffer.from(row.recomputed),
  }));
}

/** Where a purge cut the chain: the row at `position` with `hash` was its last. */
export async function isPurgeCut(db: Queryable, position: number, hash: Buffer): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM audit_purges
                    WHERE through_position = $1 AND through_hash = $2) AS found`,
    [position, hash],
  );
  return rows[0]?.found === true;
}

/** The oldest committed row the seal never reached (its trigger was off), if any. */
export async function firstUnsealedRow(db: Queryable): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM audit_events WHERE chain_position IS NULL ORDER BY id LIMIT 1',
  );
  return rows[0]?.id;
}

export const recentAuditRows: (
  db: Queryable,
  userId: number,
  limit: number,
) => Promise<StoredAuditRow[]> = recentRowsOf('audit_events', storedAuditColumns, 'id');
