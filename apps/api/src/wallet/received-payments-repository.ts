import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';

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
