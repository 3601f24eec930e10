import type { Cents } from '@velas/domain/money';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';
import type { ReviewReason } from '#/wallet/withdrawals/brakes.js';

const withdrawalColumns = selectFields('withdrawals', [
  'id',
  'user_id',
  'amount_cents',
  'pix_type',
  'pix_key',
  'status',
  'review_reason',
  'created_at',
]).narrow<{ amountCents: Cents; pixType: PixKeyType; reviewReason: ReviewReason }>();
export type HeldWithdrawalRow = RowOf<typeof withdrawalColumns>;

const winColumns = selectFields('held_wins', [
  'id',
  'transaction_uuid',
  'user_id',
  'game_name',
  'bet_cents',
  'amount_cents',
  'limit_cents',
  'status',
  'created_at',
]).narrow<{
  betCents: Cents;
  amountCents: Cents;
  limitCents: Cents;
  status: 'held' | 'released' | 'returned';
}>();
export type HeldWinRow = RowOf<typeof winColumns>;

export async function selectWithdrawalsInReview(db: Queryable): Promise<HeldWithdrawalRow[]> {
  const { rows } = await db.query<HeldWithdrawalRow>(
    `SELECT ${withdrawalColumns.sql} FROM withdrawals WHERE status = 'review' ORDER BY created_at, id`,
  );
  return rows;
}

export async function selectHeldWins(db: Queryable): Promise<HeldWinRow[]> {
  const { rows } = await db.query<HeldWinRow>(
    `SELECT ${winColumns.sql} FROM held_wins WHERE status = 'held' ORDER BY created_at, id`,
  );
  return rows;
}

export async function lockWithdrawal(tx: Tx, id: number): Promise<HeldWithdrawalRow | undefined> {
  const { rows } = await tx.query<HeldWithdrawalRow>(
    `SELECT ${withdrawalColumns.sql} FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function lockHeldWin(tx: Tx, id: number): Promise<HeldWinRow | undefined> {
  const { rows } = await tx.query<HeldWinRow>(
    `SELECT ${winColumns.sql} FROM held_wins WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}
