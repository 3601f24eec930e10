// The withdrawals a brake held in review: the queue's list, and the row a
// decision locks (docs/operations/held-money.md). Here because this module
// owns the table; oversight/ decides, markWithdrawalReviewed writes.
import type { Cents } from '@velas/domain/money';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';
import type { ReviewReason } from './brakes.js';

const heldWithdrawalColumns = selectFields('withdrawals', [
  'id',
  'user_id',
  'amount_cents',
  'pix_type',
  'pix_key',
  'status',
  'review_reason',
  'created_at',
]).narrow<{ amountCents: Cents; pixType: PixKeyType; reviewReason: ReviewReason }>();
export type HeldWithdrawalRow = RowOf<typeof heldWithdrawalColumns>;

export async function selectWithdrawalsInReview(db: Queryable): Promise<HeldWithdrawalRow[]> {
  const { rows } = await db.query<HeldWithdrawalRow>(
    `SELECT ${heldWithdrawalColumns.sql} FROM withdrawals WHERE status = 'review' ORDER BY created_at, id`,
  );
  return rows;
}

export async function lockWithdrawal(tx: Tx, id: number): Promise<HeldWithdrawalRow | undefined> {
  const { rows } = await tx.query<HeldWithdrawalRow>(
    `SELECT ${heldWithdrawalColumns.sql} FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}
