// What the money gauges count (docs/operations.md#what-to-watch), read in one
// statement when the metrics are scraped.
import type { Queryable } from '../db/database.js';

export interface MoneyBacklog {
  withdrawalsHeld: number;
  /** Payouts queued or sent, not settled by the provider yet. */
  payoutsProcessing: number;
  /** Age of the oldest of them, 0 when there is none. */
  oldestPayoutSeconds: number;
  /** Payments received that are not credited and whose refund is not paid yet. */
  refundsAwaiting: number;
}

export async function selectMoneyBacklog(db: Queryable, now: Date): Promise<MoneyBacklog> {
  const { rows } = await db.query<{
    held: number;
    processing: number;
    oldest: Date | null;
    refunds: number;
  }>(
    `SELECT
       -- Held by a brake for a person's review, "em análise" (docs/api/money.md#brakes-on-money-out).
       (SELECT count(*) FROM withdrawals WHERE status = 'review')::int AS held,
       (SELECT count(*) FROM payouts WHERE status IN ('queued', 'sent'))::int AS processing,
       (SELECT min(created_at) FROM payouts WHERE status IN ('queued', 'sent')) AS oldest,
       (SELECT count(*) FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
         WHERE r.outcome <> 'credited' AND p.status IS DISTINCT FROM 'paid')::int AS refunds`,
  );
  const row = rows[0];
  const oldest = row?.oldest ?? null;
  return {
    withdrawalsHeld: row?.held ?? 0,
    payoutsProcessing: row?.processing ?? 0,
    oldestPayoutSeconds:
      oldest === null ? 0 : Math.max(0, (now.getTime() - oldest.getTime()) / 1000),
    refundsAwaiting: row?.refunds ?? 0,
  };
}
