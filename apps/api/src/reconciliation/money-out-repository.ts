import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { referenceParts } from '#/money/ledger-references.js';

export interface WithdrawalPayoutRow {
  id: number;
  userId: number;
  amountCents: Cents;
  status: string;
  reviewReason: string | null;
  reviewDecision: string | null;
  payoutStatus: string | null;
  payoutCents: Cents | null;
  /** The ledger's returns of its money: their count and total. */
  reversals: number;
  reversalCents: Cents;
}

export async function selectWithdrawalPayouts(db: Queryable): Promise<WithdrawalPayoutRow[]> {
  const { rows } = await db.query<WithdrawalPayoutRow>(
    `SELECT w.id, w.user_id AS "userId", w.amount_cents AS "amountCents", w.status,
            w.review_reason AS "reviewReason", w.review_decision AS "reviewDecision",
            p.status AS "payoutStatus", p.amount_cents AS "payoutCents",
            (SELECT count(*)::int FROM ledger_entries e
              WHERE e.reference = $1::text || w.id::text || $2::text) AS reversals,
            (SELECT COALESCE(sum(e.amount_cents), 0)::bigint FROM ledger_entries e
              WHERE e.reference = $1::text || w.id::text || $2::text) AS "reversalCents"
     FROM withdrawals w LEFT JOIN payouts p ON p.withdrawal_id = w.id
     ORDER BY w.created_at, w.id`,
    [referenceParts.withdrawal, referenceParts.reversalSuffix],
  );
  return rows;
}

export async function selectRefundTotals(
  db: Queryable,
): Promise<{ status: string; count: number; cents: Cents }[]> {
  const { rows } = await db.query<{ status: string; count: number; cents: Cents }>(
    `SELECT status, count(*)::int AS count, COALESCE(sum(amount_cents), 0)::bigint AS cents
     FROM payouts WHERE purpose = 'refund' GROUP BY status ORDER BY status`,
  );
  return rows;
}
