// Proposing the release of a win held above its game's ceiling
// (docs/operations.md#four-eyes), when the four-eyes rule
// (queues/release-rule.ts) does not let the proposer release it alone.
// Approved like any proposal (four-eyes.ts approveProposal): the win is then
// credited as the queue's release does. One pending proposal per win.
import { messages } from '@velas/domain/messages';
import { PROPOSAL_TTL_MS } from '@velas/domain/schemas/backoffice/proposals';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { lockHeldWin } from '../../oversight/money-review-repository.js';
import { auditStaffAction } from '../audit-staff-action.js';
import { releaseNeedsTwoPeople } from '../queues/release-rule.js';
import type { StaffCall } from './four-eyes.js';
import { expireWinReleaseProposals, insertProposal } from './proposals-repository.js';

export async function proposeWinRelease(
  db: Database,
  call: StaffCall,
  heldWinId: number,
  reason: string,
  moneyOut: MoneyOutSettings,
): Promise<number> {
  return db.transaction(async (tx) => {
    const win = await lockHeldWin(tx, heldWinId);
    if (win === undefined) throw new HttpError(404, messages.heldWinNotFound);
    if (win.status !== 'held') throw new HttpError(409, messages.reviewAlreadyDecided);
    const item = { userId: win.user_id, amountCents: win.amount_cents, reviewReason: null };
    if (!(await releaseNeedsTwoPeople(tx, call, item, moneyOut)))
      throw new HttpError(409, messages.staffReleaseOneSuffices);
    const at = new Date(call.now);
    await expireWinReleaseProposals(tx, heldWinId, at);
    const id = await insertProposal(tx, {
      kind: 'win_release',
      userId: win.user_id,
      amountCents: win.amount_cents,
      withdrawalId: null,
      heldWinId,
      reason,
      proposedBy: call.staff.id,
      at,
      expiresAt: new Date(call.now + PROPOSAL_TTL_MS),
    });
    if (id === undefined) throw new HttpError(409, messages.staffReleaseAlreadyProposed);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'win_release_proposed',
      userId: win.user_id,
      reason,
      amountCents: win.amount_cents,
      details: { proposalId: id, heldWinId },
      at: call.now,
    });
    return id;
  });
}
