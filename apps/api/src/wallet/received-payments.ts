// Every cent received is credited or returned: a payment for no open charge is
// refunded, queued in the webhook's transaction (docs/product/wallet.md#wallet-deposits).
import type { Cents } from '@velas/domain/money';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import type { DepositRow } from '#/deposits/deposits-repository.js';
import { queueRefund } from '#/payouts/payouts.js';
import { creditDeposit, statusAt } from './deposits.js';
import {
  insertReceivedPayment,
  setRefundPayout,
  type PaymentOutcome,
} from './received-payments-repository.js';

export interface ReceivedPayment {
  paymentId: string;
  amountCents: Cents;
}

function outcomeFor(
  charge: DepositRow | undefined,
  payment: ReceivedPayment,
  now: number,
): PaymentOutcome {
  if (charge === undefined) return 'unknown_charge';
  const status = statusAt(charge, now);
  if (status === 'cancelled') return 'cancelled';
  if (status === 'paid') return 'duplicate';
  if (status === 'expired') return 'late';
  if (payment.amountCents !== charge.amountCents) return 'amount_mismatch';
  return 'credited';
}

interface ReceivePaymentInput {
  chargeId: string;
  charge: (DepositRow & { userId: number }) | undefined;
  payment: ReceivedPayment;
  now: number;
  actor: AuditActor;
}

/**
 * Inside the webhook's transaction, with the charge locked (`charge`
 * undefined: no charge of ours has the id `chargeId` the provider named).
 * `refundPayoutId`: the refund to send after the commit; `repeated`: this
 * payment id was already recorded (nothing moved again).
 */
export async function receivePayment(
  tx: Tx,
  { chargeId, charge, payment, now, actor }: ReceivePaymentInput,
): Promise<{ outcome: PaymentOutcome; refundPayoutId: string | null; repeated: boolean }> {
  const outcome = outcomeFor(charge, payment, now);
  const id = await insertReceivedPayment(tx, {
    paymentId: payment.paymentId,
    chargeId,
    userId: charge?.userId ?? null,
    amountCents: payment.amountCents,
    receivedAt: new Date(now),
    outcome,
  });
  if (id === undefined) return { outcome, refundPayoutId: null, repeated: true };
  if (outcome === 'credited' && charge !== undefined) {
    await creditDeposit(tx, {
      userId: charge.userId,
      id: charge.id,
      amount: charge.amountCents,
      now,
      actor,
    });
    return { outcome, refundPayoutId: null, repeated: false };
  }
  const refundPayoutId = await queueRefund(
    tx,
    {
      userId: charge?.userId ?? null,
      amountCents: payment.amountCents,
      paymentId: payment.paymentId,
    },
    now,
  );
  await setRefundPayout(tx, id, refundPayoutId);
  return { outcome, refundPayoutId, repeated: false };
}
