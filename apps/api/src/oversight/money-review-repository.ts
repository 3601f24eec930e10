// SQL of the held-money queue (money-review.ts): withdrawals in review and
// wins held above their game's ceiling, and the decisions on them.
import type { Cents } from '@velas/domain/money';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import type { Queryable, Tx } from '../db/database.js';
import type { ReviewReason } from '../wallet/withdrawal-brakes.js';

export interface HeldWithdrawalRow {
  id: number;
  user_id: number;
  amount_cents: Cents;
  pix_type: PixKeyType;
  pix_key: string;
  status: string;
  review_reason: ReviewReason;
  created_at: Date;
}

export interface HeldWinRow {
  id: number;
  transaction_uuid: string;
  user_id: number;
  game_name: string | null;
  bet_cents: Cents;
  amount_cents: Cents;
  limit_cents: Cents;
  status: 'held' | 'released' | 'returned';
  created_at: Date;
}

const WITHDRAWAL_COLUMNS =
  'id, user_id, amount_cents, pix_type, pix_key, status, review_reason, created_at';
const WIN_COLUMNS =
  'id, transaction_uuid, user_id, game_name, bet_cents, amount_cents, limit_cents, status, created_at';

export async function selectWithdrawalsInReview(db: Queryable): Promise<HeldWithdrawalRow[]> {
  const { rows } = await db.query<HeldWithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE status = 'review' ORDER BY created_at, id`,
  );
  return rows;
}

export async function selectHeldWins(db: Queryable): Promise<HeldWinRow[]> {
  const { rows } = await db.query<HeldWinRow>(
    `SELECT ${WIN_COLUMNS} FROM held_wins WHERE status = 'held' ORDER BY created_at, id`,
  );
  return rows;
}

export async function lockWithdrawal(tx: Tx, id: number): Promise<HeldWithdrawalRow | undefined> {
  const { rows } = await tx.query<HeldWithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function lockHeldWin(tx: Tx, id: number): Promise<HeldWinRow | undefined> {
  const { rows } = await tx.query<HeldWinRow>(
    `SELECT ${WIN_COLUMNS} FROM held_wins WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function markWithdrawalReviewed(
  tx: Queryable,
  id: number,
  decision: 'released' | 'returned',
  by: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE withdrawals
     SET status = CASE WHEN $2 = 'released' THEN 'processing' ELSE 'failed' END,
         settled_at = CASE WHEN $2 = 'returned' THEN $4::timestamptz ELSE settled_at END,
         review_decision = $2, reviewed_by = $3, reviewed_at = $4
     WHERE id = $1 AND status = 'review'`,
    [id, decision, by, at],
  );
}

export async function markWinDecided(
  tx: Queryable,
  id: number,
  decision: 'released' | 'returned',
  by: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE held_wins SET status = $2, decided_by = $3, decided_at = $4
     WHERE id = $1 AND status = 'held'`,
    [id, decision, by, at],
  );
}
