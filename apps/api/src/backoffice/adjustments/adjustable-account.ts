// Checked when proposed and again when approved, under the row lock, since
// the account can close or be barred in between.
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { lockUser } from '#/accounts/accounts-repository.js';
import { findBarredAccount } from '#/barred-accounts/barred-accounts-repository.js';
import type { Tx } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';

export async function lockAdjustableAccount(tx: Tx, userId: number): Promise<void> {
  const account = await lockUser(tx, userId);
  if (account === undefined) throw new NotFound(staffMessages.staffPlayerNotFound);
  if (account.status === 'closed' || (await findBarredAccount(tx, userId)) !== null)
    throw new Conflict(staffMessages.staffAccountClosedOrBarred);
}
