import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';

const orderColumns = selectFields('demo_payout_orders', [
  'payout_id',
  'amount_cents',
  'outcome',
]).narrow<{ amountCents: Cents; outcome: 'paid' | 'failed' }>();
export type OrderRow = RowOf<typeof orderColumns>;

export async function selectDueOrders(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns.sql} FROM demo_payout_orders
     WHERE delivered_at IS NULL AND due_at <= $1 ORDER BY due_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

export async function markOrderDelivered(db: Queryable, payoutId: string, at: Date): Promise<void> {
  await db.query('UPDATE demo_payout_orders SET delivered_at = $2 WHERE payout_id = $1', [
    payoutId,
    at,
  ]);
}

/** A repeated request (same payout id) keeps the first order. */
export async function insertOrder(
  db: Queryable,
  payoutId: string,
  amountCents: Cents,
  dueAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO demo_payout_orders (payout_id, amount_cents, outcome, due_at)
     VALUES ($1, $2, 'paid', $3) ON CONFLICT (payout_id) DO NOTHING`,
    [payoutId, amountCents, dueAt],
  );
}

/** false when the order is unknown or its verdict was already delivered. */
export async function markOrderFailing(
  db: Queryable,
  payoutId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE demo_payout_orders SET outcome = 'failed', due_at = $2
     WHERE payout_id = $1 AND delivered_at IS NULL RETURNING payout_id`,
    [payoutId, now],
  );
  return rows.length > 0;
}
