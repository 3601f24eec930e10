// A seeded deposit of the demo account, left the way a paid Pix leaves one: the
// charge reserved and issued by the demo's payment provider (a real BR Code
// and QR), then its payment received and credited by the same code the
// payment webhook runs (wallet/received-payments.ts). So the charge is paid,
// the received payment is credited and the ledger holds one credit under
// `deposit:<charge>`: Jogo responsável counts the deposits table, the
// statement lists the ledger, and the reconciliation lists the payments,
// and all three agree.
import { MINUTE_MS } from '@velas/domain/calendar';
import type { Cents } from '@velas/domain/money';
import { SYSTEM_ACTOR } from '../audit/audit-actor.js';
import type { Tx } from '../db/database.js';
import { selectChargeForUpdate } from '../deposits/index.js';
import { completeDeposit, insertReservation, issueCharge } from '../wallet/deposits.js';
import type { PixCharges } from '../wallet/pix-charges.js';
import { receivePayment } from '../wallet/received-payments.js';

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
  const received = await receivePayment(
    tx,
    reserved.id,
    charge,
    { paymentId: `demo-seed-${reserved.id}`, amountCents: deposit.amount },
    deposit.paidAt,
    SYSTEM_ACTOR,
  );
  if (received.outcome !== 'credited')
    throw new Error(`demo seed: deposit ${reserved.id} was ${received.outcome}, not credited`);
}
