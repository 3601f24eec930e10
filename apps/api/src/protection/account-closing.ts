// Open whatever the player's state (paused, excluded), since leaving is never
// blocked, but only once nothing is left in flight
// (docs/product/player-protection.md#records-and-closing-the-account).
import { walletMessages } from '@velas/domain/messages/wallet';
import { protectionRefusals } from '@velas/domain/protection';
import { lockUser } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { Refused } from '#/domain-errors.js';
import { closingObstacles, markAccountClosed } from './account-closing-repository.js';

export async function closeAccount(
  tx: Tx,
  userId: number,
  now: number,
  actor: AuditActor,
): Promise<void> {
  // The lock also orders the closing against the payout's settlement, which
  // returns a failed withdrawal's money to this row.
  await lockUser(tx, userId);
  const obstacles = await closingObstacles(tx, userId, now);
  if (obstacles.balance > 0)
    throw new Refused(protectionRefusals.closeNeedsZeroBalance(obstacles.balance));
  if (obstacles.pendingDeposit) throw new Refused(protectionRefusals.closePendingDeposit);
  if (obstacles.processingWithdrawal) throw new Refused(walletMessages.closeWithdrawalProcessing);
  // A round still in play may end in a win: closing waits for it.
  if (obstacles.openRound) throw new Refused(walletMessages.closeRoundOpen);
  await markAccountClosed(tx, userId, now, actor);
}
