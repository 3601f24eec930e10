import { DAY_MS } from '@velas/domain/calendar';
import { toCents, type Cents } from '@velas/domain/money';
import { markUserClosed } from '#/accounts/account-status-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import type { Queryable, Tx } from '#/db/database.js';

export interface ClosingObstacles {
  balance: Cents;
  /** A Pix deposit that may still be paid (and credited to a closed account). */
  pendingDeposit: boolean;
  /** A withdrawal the payout provider has not settled: if it fails, its money returns to this balance. */
  processingWithdrawal: boolean;
  /** An accepted bet of the last OPEN_ROUND_MS that no win or rollback settled yet. */
  openRound: boolean;
}

/**
 * How long an unsettled bet holds a closing back. A game that never settles a
 * round must not keep a player from leaving; a win or rollback after the
 * closing is paid out to the holder (wallet/closed-account-payout.ts).
 */
export const OPEN_ROUND_MS = DAY_MS;

/** Call inside the closing's transaction, after lockUser. */
export async function closingObstacles(
  tx: Queryable,
  userId: number,
  now: number,
): Promise<ClosingObstacles> {
  const { rows } = await tx.query<{
    balance: Cents;
    pending: boolean;
    processing: boolean;
    round_open: boolean;
  }>(
    `SELECT balance_cents AS balance,
            EXISTS (SELECT 1 FROM deposits
                    WHERE user_id = $1 AND status = 'pending' AND expires_at > $2) AS pending,
            -- Held in review is money in flight too: a return would land on a closed account.
            EXISTS (SELECT 1 FROM withdrawals
                    WHERE user_id = $1 AND status IN ('processing', 'review')) AS processing,
            EXISTS (SELECT 1 FROM game_transactions b
                    WHERE b.user_id = $1 AND b.kind = 'bet' AND b.status = 'RS_OK'
                      AND b.created_at > $3
                      AND NOT EXISTS (SELECT 1 FROM game_transactions x
                                      WHERE x.reference_transaction_uuid = b.transaction_uuid
                                        AND x.kind IN ('win', 'rollback')
                                        AND x.status = 'RS_OK')) AS round_open
     FROM users WHERE id = $1`,
    [userId, new Date(now), new Date(now - OPEN_ROUND_MS)],
  );
  const row = rows[0];
  return {
    balance: row?.balance ?? toCents(0),
    pendingDeposit: row?.pending ?? false,
    processingWithdrawal: row?.processing ?? false,
    openRound: row?.round_open ?? false,
  };
}

export async function markAccountClosed(
  tx: Tx,
  userId: number,
  now: number,
  actor: AuditActor,
): Promise<void> {
  await markUserClosed(tx, userId, new Date(now));
  await endAccountSessions(tx, userId, new Date(now));
  await recordAudit(tx, { actor, userId, category: 'closure', action: 'account_closed', at: now });
}

export interface ClosedHolder {
  cpf: string;
}

/**
 * The closed account when it still holds its CPF and passed KYC; null otherwise (an
 * account closed because the CPF's proven owner claimed it keeps its money for the
 * operator's review: kyc/cpf-claims-repository.ts).
 */
export async function selectClosedHolder(
  tx: Queryable,
  userId: number,
): Promise<ClosedHolder | null> {
  const { rows } = await tx.query<{ cpf: string }>(
    `SELECT cpf FROM users
     WHERE id = $1 AND status = 'closed' AND closed_reason IS DISTINCT FROM 'cpf_claimed'
       AND cpf_role = 'holder' AND kyc_status = 'approved'`,
    [userId],
  );
  return rows[0] ?? null;
}
