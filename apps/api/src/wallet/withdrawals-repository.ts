// The `withdrawals` table: one row per Pix payout, its money moved by the
// ledger; its status follows the payout provider (payouts/payouts.ts).
import type { PixKeyType, WithdrawalStatus } from '@velas/domain/schemas/wallet';
import type { Queryable } from '../db/database.js';

export interface NewWithdrawal {
  userId: number;
  amountCents: number;
  pixType: PixKeyType;
  pixKey: string;
  createdAt: Date;
}

/** The new withdrawal's id. */
export async function insertWithdrawal(tx: Queryable, withdrawal: NewWithdrawal): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO withdrawals (user_id, amount_cents, pix_type, pix_key, status, created_at)
     VALUES ($1, $2, $3, $4, 'processing', $5) RETURNING id`,
    [
      withdrawal.userId,
      withdrawal.amountCents,
      withdrawal.pixType,
      withdrawal.pixKey,
      withdrawal.createdAt,
    ],
  );
  return rows[0]?.id ?? 0;
}

export interface WithdrawalRow {
  id: number;
  amount_cents: number;
  pix_type: PixKeyType;
  pix_key: string;
  status: WithdrawalStatus;
  created_at: Date;
  settled_at: Date | null;
}

const COLUMNS = 'id, amount_cents, pix_type, pix_key, status, created_at, settled_at';

/** The user's latest withdrawals, newest first. */
export async function selectUserWithdrawals(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function selectUserWithdrawal(
  db: Queryable,
  userId: number,
  id: number,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND id = $2`,
    [userId, id],
  );
  return rows[0];
}
