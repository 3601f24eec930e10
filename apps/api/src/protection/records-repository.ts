import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';

export interface RecordRow {
  kind: 'deposit' | 'withdrawal' | 'refund' | 'limit' | 'pause' | 'exclusion';
  /** refund: why (received_payments.outcome). */
  reason: string | null;
  at: Date;
  amountCents: Cents | null;
  status: string | null;
  lossLimitCents: Cents | null;
  lossPeriod: string | null;
  sessionMinutes: number | null;
  effectiveAt: Date | null;
  endsAt: Date | null;
}

export async function listRecords(
  db: Queryable,
  userId: number,
  from: number,
  to: number,
): Promise<RecordRow[]> {
  const { rows } = await db.query<RecordRow>(
    `SELECT * FROM (
       SELECT 'deposit'::text AS kind, created_at AS at, amount_cents AS "amountCents", status,
              NULL::bigint AS "lossLimitCents", NULL::text AS "lossPeriod",
              NULL::integer AS "sessionMinutes", expires_at AS "effectiveAt",
              NULL::timestamptz AS "endsAt", NULL::text AS reason
         FROM deposits WHERE user_id = $1 AND code IS NOT NULL -- issued by the provider
       UNION ALL
       SELECT 'withdrawal'::text, created_at, amount_cents, status, NULL::bigint, NULL::text,
              NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::text
         FROM withdrawals WHERE user_id = $1
       UNION ALL
       SELECT 'refund'::text, r.received_at, r.amount_cents, p.status, NULL::bigint, NULL::text,
              NULL::integer, NULL::timestamptz, NULL::timestamptz, r.outcome
         FROM received_payments r JOIN payouts p ON p.id = r.payout_id
        WHERE r.user_id = $1
       UNION ALL
       SELECT 'limit'::text, requested_at, NULL::bigint,
              CASE WHEN cancelled_at IS NULL THEN 'ok' ELSE 'cancelled' END,
              loss_limit_cents, loss_period, session_minutes, effective_at, NULL::timestamptz,
              NULL::text
         FROM protection_limit_changes WHERE user_id = $1
       UNION ALL
       SELECT kind, starts_at, NULL::bigint, NULL::text, NULL::bigint, NULL::text,
              NULL::integer, NULL::timestamptz, ends_at, NULL::text
         FROM protection_blocks WHERE user_id = $1
     ) AS records
     WHERE at >= $2::timestamptz AND at < $3::timestamptz
     ORDER BY at DESC`,
    [userId, new Date(from), new Date(to)],
  );
  return rows;
}
