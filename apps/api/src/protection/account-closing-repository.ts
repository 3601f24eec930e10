// 'Encerrar conta' (docs/product.md#records-and-closing-the-account): what may
// stop a closing, and the closing itself.
import type { Cents } from '@velas/domain/money';
import { recordAudit } from '../audit/audit-trail.js';
import type { Queryable } from '../db/database.js';

export interface ClosingObstacles {
  balance: Cents;
  /** A Pix deposit that may still be paid (and credited to a closed account). */
  pendingDeposit: boolean;
  /** A withdrawal the payout provider has not settled: if it fails, its money returns to this balance. */
  processingWithdrawal: boolean;
}

/** Call inside the closing's transaction, after lockUser. */
export async function closingObstacles(
  tx: Queryable,
  userId: number,
  now: number,
): Promise<ClosingObstacles> {
  const { rows } = await tx.query<{ balance: number; pending: boolean; processing: boolean }>(
    `SELECT balance_cents AS balance,
            EXISTS (SELECT 1 FROM deposits
                    WHERE user_id = $1 AND status = 'pending' AND expires_at > $2) AS pending,
            -- Held in review is money in flight too: a return would land on a closed account.
            EXISTS (SELECT 1 FROM withdrawals
                    WHERE user_id = $1 AND status IN ('processing', 'review')) AS processing
     FROM users WHERE id = $1`,
    [userId, new Date(now)],
  );
  const row = rows[0];
  return {
    balance: (row?.balance ?? 0) as Cents,
    pendingDeposit: row?.pending ?? false,
    processingWithdrawal: row?.processing ?? false,
  };
}

/** Marks the account closed and revokes every session it has. */
export async function markAccountClosed(tx: Queryable, userId: number, now: number): Promise<void> {
  await tx.query(`UPDATE users SET status = 'closed', closed_at = $2 WHERE id = $1`, [
    userId,
    new Date(now),
  ]);
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    new Date(now),
  ]);
  await recordAudit(tx, { userId, category: 'closure', action: 'account_closed', at: now });
}
