import { toCents, type Cents } from '@velas/domain/money';
import type { PixKeyType, WithdrawalStatus } from '@velas/domain/schemas/wallet';
import type { Queryable } from '#/db/database.js';
import type { Nullable, RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';
import type { HeldMoneyDecision } from '#/money/held-money-outcome.js';
import type { ReviewReason, WithdrawalHistory } from './brakes.js';

export interface NewWithdrawal {
  userId: number;
  amountCents: Cents;
  pixType: PixKeyType;
  pixKey: string;
  createdAt: Date;
  /** The brake that holds it in review; null: it goes to the payout provider. */
  reviewReason?: ReviewReason | null;
}

export async function insertWithdrawal(tx: Queryable, withdrawal: NewWithdrawal): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO withdrawals (user_id, amount_cents, pix_type, pix_key, status, created_at, review_reason)
     VALUES ($1, $2, $3, $4, $6, $5, $7) RETURNING id`,
    [
      withdrawal.userId,
      withdrawal.amountCents,
      withdrawal.pixType,
      withdrawal.pixKey,
      withdrawal.createdAt,
      (withdrawal.reviewReason ?? null) === null ? 'processing' : 'review',
      withdrawal.reviewReason ?? null,
    ],
  );
  return rows[0]?.id ?? 0;
}

/**
 * What the brakes weigh (brakes.ts), read under the player's row
 * lock: the day's withdrawals since `dayStart` except those failed or
 * returned, the count since `hourAgo`, and any win still held.
 */
export async function selectWithdrawalHistory(
  tx: Queryable,
  userId: number,
  dayStart: Date,
  hourAgo: Date,
): Promise<WithdrawalHistory> {
  const { rows } = await tx.query<{
    today_cents: Cents;
    last_hour: number;
    held_win: boolean;
  }>(
    `SELECT
       (SELECT COALESCE(sum(amount_cents), 0)::bigint FROM withdrawals
         WHERE user_id = $1 AND created_at >= $2 AND status <> 'failed') AS today_cents,
       (SELECT count(*)::int FROM withdrawals WHERE user_id = $1 AND created_at > $3) AS last_hour,
       EXISTS (SELECT 1 FROM held_wins WHERE user_id = $1 AND status = 'held') AS held_win`,
    [userId, dayStart, hourAgo],
  );
  const row = rows[0];
  return {
    todayCents: row?.today_cents ?? toCents(0),
    lastHourCount: row?.last_hour ?? 0,
    hasHeldWin: row?.held_win ?? false,
  };
}

const withdrawalColumns = selectFields('withdrawals', [
  'id',
  'amount_cents',
  'pix_type',
  'pix_key',
  'status',
  'created_at',
  'settled_at',
  'review_reason',
  // When a person released or returned it; null when never held or still held.
  'reviewed_at',
]).narrow<{
  amountCents: Cents;
  pixType: PixKeyType;
  status: WithdrawalStatus;
  reviewReason: ReviewReason | null;
}>();
// When the payout provider accepted its payout; null until then (or without a payout).
const payoutColumns = selectFields('payouts', ['sent_at']);

export type WithdrawalRow = RowOf<typeof withdrawalColumns> & Nullable<RowOf<typeof payoutColumns>>;

/** A withdrawal with the moment its payout was accepted (one payout per withdrawal, migration 150). */
const FROM = `SELECT ${withdrawalColumns.of('w')}, ${payoutColumns.of('p')}
  FROM withdrawals w LEFT JOIN payouts p ON p.withdrawal_id = w.id`;

export async function selectUserWithdrawals(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `${FROM} WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function selectUserWithdrawal(
  db: Queryable,
  userId: number,
  id: number,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(`${FROM} WHERE w.user_id = $1 AND w.id = $2`, [
    userId,
    id,
  ]);
  return rows[0];
}

export async function markWithdrawalReviewed(
  tx: Queryable,
  { id, decision, by, at }: HeldMoneyDecision,
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

/** Settles a withdrawal still processing; false when it was not (in review or settled). */
export async function markWithdrawalSettled(
  tx: Queryable,
  withdrawalId: number,
  status: 'paid' | 'failed',
  at: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE withdrawals SET status = $2, settled_at = $3
     WHERE id = $1 AND status = 'processing'`,
    [withdrawalId, status, at],
  );
  return rowCount === 1;
}
