// The player's own records ("Meu histórico"): deposits, withdrawals, limit
// changes, pauses and exclusions, newest first.
import type { Queryable } from '../db/database.js';

export interface RecordRow {
  kind: 'deposit' | 'withdrawal' | 'limit' | 'pause' | 'exclusion';
  at: Date;
  amount_cents: number | null;
  status: string | null;
  loss_limit_cents: number | null;
  loss_period: string | null;
  session_minutes: number | null;
  effective_at: Date | null;
  ends_at: Date | null;
}

export async function listRecords(
  db: Queryable,
  userId: number,
  from: number,
  to: number,
): Promise<RecordRow[]> {
  const { rows } = await db.query<RecordRow>(
    `SELECT * FROM (
       SELECT 'deposit'::text AS kind, created_at AS at, amount_cents, status,
              NULL::bigint AS loss_limit_cents, NULL::text AS loss_period,
              NULL::integer AS session_minutes, expires_at AS effective_at,
              NULL::timestamptz AS ends_at
         FROM deposits WHERE user_id = $1
       UNION ALL
       SELECT 'withdrawal'::text, created_at, amount_cents, status, NULL::bigint, NULL::text,
              NULL::integer, NULL::timestamptz, NULL::timestamptz
         FROM withdrawals WHERE user_id = $1
       UNION ALL
       SELECT 'limit'::text, requested_at, NULL::bigint,
              CASE WHEN cancelled_at IS NULL THEN 'ok' ELSE 'cancelled' END,
              loss_limit_cents, loss_period, session_minutes, effective_at, NULL::timestamptz
         FROM protection_limit_changes WHERE user_id = $1
       UNION ALL
       SELECT kind, starts_at, NULL::bigint, NULL::text, NULL::bigint, NULL::text,
              NULL::integer, NULL::timestamptz, ends_at
         FROM protection_blocks WHERE user_id = $1
     ) AS records
     WHERE at >= $2::timestamptz AND at < $3::timestamptz
     ORDER BY at DESC`,
    [userId, new Date(from), new Date(to)],
  );
  return rows;
}
