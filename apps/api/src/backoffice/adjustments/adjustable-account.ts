// Whose balance a manual adjustment may change (docs/operations.md#four-eyes):
// never a closed account (its money left with the closing, or waits for the
// CPF claim's review) nor one the regulator's barred list barred
// (its balance goes only to the holder's own CPF key:
// barred-accounts/barred-accounts.ts). Checked when proposed and again when
// approved, under the player's row lock, since either can happen in between.
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { lockUser } from '../../accounts/index.js';
import { findBarredAccount } from '../../barred-accounts/index.js';
import type { Tx } from '../../db/database.js';
import { Conflict, NotFound } from '../../domain-errors.js';

export async function lockAdjustableAccount(tx: Tx, userId: number): Promise<void> {
  const account = await lockUser(tx, userId);
  if (account === undefined) throw new NotFound(staffMessages.staffPlayerNotFound);
  if (account.status === 'closed' || (await findBarredAccount(tx, userId)) !== null)
    throw new Conflict(staffMessages.staffAccountClosedOrBarred);
}
