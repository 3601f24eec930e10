// SQL of the money-out reconciliation (money-out.ts): each
// withdrawal with its payout and the ledger's return of its money, and the
// refund payouts by state.
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { referenceParts } from '#/money/ledger-references.js';

export interface WithdrawalPayoutRow {
  id: number;
  user_id: number;
  amount_cents: Cents;
  status: string;
  review_reason: string | null;
  review_decision: string | null;
  payout_status: string | null;
  payout_cents: Cents | null;
  /** The ledger's returns of its money: their count and total. */
  reversals: number;
  reversal_cents: Cents;
}

export async function selectWithdrawalPayouts(db: Queryable): Promise<WithdrawalPayoutRow[]> {
  const { rows } = await db.query<WithdrawalPayoutRow>(
    `SELECT w.id, w.user_id, w.amount_cents, w.status, w.review_reason, w.review_decision,
            p.status AS payout_status, p.amount_cents AS payout_cents,
            (SELECT count(*)::int FROM ledger_entries e
              WHERE e.reference = $1::text || w.id::text || $2::text) AS reversals,
            (SELECT COALESCE(sum(e.amount_cents), 0)::bigint FROM ledger_entries e
              WHERE e.reference = $1::text || w.id::text || $2::text) AS reversal_cents
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
