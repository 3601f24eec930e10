// SQL of the held-money queue (money-review.ts): withdrawals in review and
// wins held above their game's ceiling. The decisions on them write the
// owners' tables: wallet/withdrawals-repository.ts, games/game-wallet-repository.ts.
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
