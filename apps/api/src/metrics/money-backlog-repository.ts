import { MINUTE_MS } from '@velas/domain/calendar';
import { WITHDRAWAL_WARNING_MINUTES } from '@velas/domain/constants';
import type { Queryable } from '#/db/database.js';

export interface MoneyBacklog {
  withdrawalsHeld: number;
  payoutsProcessing: number;
  oldestPayoutSeconds: number;
  /** Payments received that are not credited and whose refund is not paid yet. */
  refundsAwaiting: number;
  /**
   * Withdrawals not paid nor returned (em análise or em processamento)
   * requested at least LATE_WITHDRAWAL_WARNING_MS ago.
   */
  withdrawalsNearDeadline: number;
  /** Age of the oldest withdrawal not paid nor returned, from its request; 0 when none. */
  oldestWithdrawalSeconds: number;
}

/**
 * A withdrawal is paid within 120 minutes of its request (the deadline of
 * Portaria SPA/MF nº 615/2024 for prizes, which we hold withdrawals to): at
 * 100 minutes the operator is warned.
 */
export const LATE_WITHDRAWAL_WARNING_MS = WITHDRAWAL_WARNING_MINUTES * MINUTE_MS;

const seconds = (now: Date, since: Date | null) =>
  since === null ? 0 : Math.max(0, (now.getTime() - since.getTime()) / 1000);

export async function selectMoneyBacklog(db: Queryable, now: Date): Promise<MoneyBacklog> {
  const { rows } = await db.query<{
    held: number;
    processing: number;
    oldest: Date | null;
    refunds: number;
    near_deadline: number;
    oldest_withdrawal: Date | null;
  }>(
    `SELECT
       -- Held by a brake for a person's review, "em análise" (docs/api/money.md#brakes-on-money-out).
       (SELECT count(*) FROM withdrawals WHERE status = 'review')::int AS held,
       (SELECT count(*) FROM payouts WHERE status IN ('queued', 'sent'))::int AS processing,
       (SELECT min(created_at) FROM payouts WHERE status IN ('queued', 'sent')) AS oldest,
       (SELECT count(*) FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
         WHERE r.outcome <> 'credited' AND p.status IS DISTINCT FROM 'paid')::int AS refunds,
       -- The player's clock runs from the request, held or not (docs/product/wallet.md#wallet-withdrawals).
       (SELECT count(*) FROM withdrawals
         WHERE status IN ('processing', 'review') AND created_at <= $1)::int AS near_deadline,
       (SELECT min(created_at) FROM withdrawals
         WHERE status IN ('processing', 'review')) AS oldest_withdrawal`,
    [new Date(now.getTime() - LATE_WITHDRAWAL_WARNING_MS)],
  );
  const row = rows[0];
  return {
    withdrawalsHeld: row?.held ?? 0,
    payoutsProcessing: row?.processing ?? 0,
    oldestPayoutSeconds: seconds(now, row?.oldest ?? null),
    refundsAwaiting: row?.refunds ?? 0,
    withdrawalsNearDeadline: row?.near_deadline ?? 0,
    oldestWithdrawalSeconds: seconds(now, row?.oldest_withdrawal ?? null),
  };
}
