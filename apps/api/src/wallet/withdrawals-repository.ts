// The `withdrawals` table: one row per Pix payout, its money moved by the ledger.
import type { PixKeyType } from '@velas/domain/schemas/wallet';
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
     VALUES ($1, $2, $3, $4, 'completed', $5) RETURNING id`,
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
