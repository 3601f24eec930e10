// The `deposits` table: one row per Pix charge; wallet/deposits.ts keeps the rules.
import type { Queryable } from '../db/database.js';

export interface DepositRow {
  id: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'cancelled';
  code: string;
  image: string;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

const COLUMNS = 'id, amount_cents, status, code, image, created_at, expires_at, paid_at';

export interface NewDeposit {
  id: string;
  userId: number;
  amountCents: number;
  code: string;
  image: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertDeposit(
  tx: Queryable,
  deposit: NewDeposit,
): Promise<DepositRow | undefined> {
  const { rows } = await tx.query<DepositRow>(
    `INSERT INTO deposits (id, user_id, amount_cents, code, image, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7) RETURNING ${COLUMNS}`,
    [
      deposit.id,
      deposit.userId,
      deposit.amountCents,
      deposit.code,
      deposit.image,
      deposit.createdAt,
      deposit.expiresAt,
    ],
  );
  return rows[0];
}

/** The user's own deposit; `lock` takes the row FOR UPDATE (inside a transaction). */
export async function selectUserDeposit(
  db: Queryable,
  userId: number,
  id: string,
  lock: boolean,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${COLUMNS} FROM deposits WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0];
}

/** The user's charges still pending at `now` (not paid, cancelled or expired), newest first. */
export async function selectOpenDeposits(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<DepositRow[]> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${COLUMNS} FROM deposits
     WHERE user_id = $1 AND status = 'pending' AND expires_at > $2
     ORDER BY created_at DESC, id DESC`,
    [userId, now],
  );
  return rows;
}

/**
 * The charge whoever the caller (the payment provider's webhook), locked for
 * the webhook's transaction so two payments of one charge queue.
 */
export async function selectChargeForUpdate(
  tx: Queryable,
  id: string,
): Promise<(DepositRow & { user_id: number }) | undefined> {
  const { rows } = await tx.query<DepositRow & { user_id: number }>(
    `SELECT user_id, ${COLUMNS} FROM deposits WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function markDepositPaid(tx: Queryable, id: string, paidAt: Date): Promise<void> {
  await tx.query("UPDATE deposits SET status = 'paid', paid_at = $2 WHERE id = $1", [id, paidAt]);
}
