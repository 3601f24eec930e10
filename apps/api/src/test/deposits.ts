// Tests: the provider reports one payment of the user's charge for its
// amount, through the same path as its webhook (wallet/received-payments.ts);
// a paid charge is left alone, as the demo's pay action does.
import { randomBytes } from 'node:crypto';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { selectChargeForUpdate } from '#/deposits/deposits-repository.js';
import type { PaymentOutcome } from '#/wallet/received-payments-repository.js';
import { receivePayment } from '#/wallet/received-payments.js';

export async function payDeposit(
  tx: Tx,
  userId: number,
  chargeId: string,
  now: number,
): Promise<PaymentOutcome | 'already_paid'> {
  const charge = await selectChargeForUpdate(tx, chargeId);
  if (charge?.userId !== userId) throw new Error(`no charge ${chargeId} of user ${String(userId)}`);
  if (charge.status === 'paid') return 'already_paid';
  const payment = {
    paymentId: `teste-${randomBytes(8).toString('hex')}`,
    amountCents: charge.amountCents,
  };
  return (await receivePayment(tx, { chargeId, charge, payment, now, actor: SYSTEM_ACTOR }))
    .outcome;
}
