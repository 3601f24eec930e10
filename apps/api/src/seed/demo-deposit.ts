// Through the payment webhook's own code, so deposits, statement and
// reconciliation agree.
import { MINUTE_MS } from '@velas/domain/calendar';
import type { Cents } from '@velas/domain/money';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { selectChargeForUpdate } from '#/deposits/deposits-repository.js';
import { completeDeposit, insertReservation, issueCharge } from '#/wallet/deposits.js';
import type { PixCharges } from '#/wallet/pix-charges.js';
import { receivePayment } from '#/wallet/received-payments.js';

/** How long before its payment the player asked for the charge. */
const PAID_AFTER_MS = MINUTE_MS;

/** Charges, pays and credits `amount` for the user, paid at `paidAt`. */
export async function seedPaidDeposit(
  tx: Tx,
  charges: PixCharges,
  deposit: { userId: number; amount: Cents; paidAt: number },
): Promise<void> {
  const createdAt = deposit.paidAt - PAID_AFTER_MS;
  const reserved = await insertReservation(tx, deposit.userId, deposit.amount, createdAt);
  await completeDeposit(tx, reserved, await issueCharge(charges, reserved), createdAt);
  const charge = await selectChargeForUpdate(tx, reserved.id);
  const received = await receivePayment(tx, {
    chargeId: reserved.id,
    charge,
    payment: { paymentId: `demo-seed-${reserved.id}`, amountCents: deposit.amount },
    now: deposit.paidAt,
    actor: SYSTEM_ACTOR,
  });
  if (received.outcome !== 'credited')
    throw new Error(`demo seed: deposit ${reserved.id} was ${received.outcome}, not credited`);
}
