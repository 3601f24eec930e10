import type { Cents } from '@velas/domain/money';
import type { Queryable, Tx } from '#/db/database.js';

/** unknown_charge: the charge it names is not ours (purged, or never created here). */
export type PaymentOutcome =
  'credited' | 'late' | 'duplicate' | 'cancelled' | 'amount_mismatch' | 'unknown_charge';

export interface NewReceivedPayment {
  paymentId: string;
  /** The charge the provider named; it may not exist (unknown_charge). */
  chargeId: string;
  /** null when the charge is unknown: nobody's balance is involved. */
  userId: number | null;
  amountCents: Cents;
  receivedAt: Date;
  outcome: PaymentOutcome;
}

/** The new row's id; undefined when this payment id was already recorded. */
export async function insertReceivedPayment(
  tx: Queryable,
  payment: NewReceivedPayment,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO received_payments (payment_id, charge_id, user_id, amount_cents, received_at, outcome)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
    [
      payment.paymentId,
      payment.chargeId,
      payment.userId,
      payment.amountCents,
      payment.receivedAt,
      payment.outcome,
    ],
  );
  return rows[0]?.id;
}

export async function setRefundPayout(tx: Queryable, id: number, payoutId: string): Promise<void> {
  await tx.query('UPDATE received_payments SET payout_id = $2 WHERE id = $1', [id, payoutId]);
}

/**
 * A payment not credited, with its refund's payout (the back office's
 * received-payments queue: docs/operations/back-office-queues.md#queues).
 */
export interface UncreditedPaymentRow {
  id: number;
  paymentId: string;
  chargeId: string;
  userId: number | null;
  amountCents: Cents;
  outcome: string;
  receivedAt: Date;
  payoutId: string | null;
  refundStatus: string | null;
  failureReason: string | null;
}

const UNCREDITED_COLUMNS = `r.id, r.payment_id AS "paymentId", r.charge_id AS "chargeId",
  r.user_id AS "userId", r.amount_cents AS "amountCents", r.outcome, r.received_at AS "receivedAt",
  r.payout_id AS "payoutId", p.status AS "refundStatus", p.failure_reason AS "failureReason"`;

export async function selectUncreditedPayments(db: Queryable): Promise<UncreditedPaymentRow[]> {
  const { rows } = await db.query<UncreditedPaymentRow>(
    `SELECT ${UNCREDITED_COLUMNS}
     FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
     WHERE r.outcome <> 'credited' AND (p.status IS NULL OR p.status <> 'paid')
     ORDER BY r.received_at, r.id LIMIT 500`,
  );
  return rows;
}

export async function lockReceivedPayment(
  tx: Tx,
  id: number,
): Promise<UncreditedPaymentRow | undefined> {
  const { rows } = await tx.query<UncreditedPaymentRow>(
    `SELECT ${UNCREDITED_COLUMNS}
     FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
     WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  return rows[0];
}
