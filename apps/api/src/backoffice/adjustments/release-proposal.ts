// One pending proposal per item.
import { walletMessages } from '@velas/domain/messages/wallet';
import { PROPOSAL_TTL_MS } from '@velas/domain/schemas/backoffice/proposals';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { Database, Tx } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';
import { lockHeldWin } from '#/games/held-wins-repository.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { lockWithdrawal } from '#/wallet/withdrawals/held-withdrawals-repository.js';
import { releaseNeedsTwoPeople, type HeldItem } from '../queues/release-rule.js';
import {
  expireReleaseProposals,
  insertProposal,
  type ReleaseTarget,
} from './proposals-repository.js';

/** The held item, locked and still undecided, as the four-eyes rule weighs it. */
async function lockUndecided(tx: Tx, target: ReleaseTarget): Promise<HeldItem> {
  if (target.kind === 'withdrawal_release') {
    const withdrawal = await lockWithdrawal(tx, target.id);
    if (withdrawal === undefined) throw new NotFound(walletMessages.withdrawNotFound);
    if (withdrawal.status !== 'review') throw new Conflict(walletMessages.reviewAlreadyDecided);
    return {
      userId: withdrawal.userId,
      amountCents: withdrawal.amountCents,
      reviewReason: withdrawal.reviewReason,
    };
  }
  const win = await lockHeldWin(tx, target.id);
  if (win === undefined) throw new NotFound(walletMessages.heldWinNotFound);
  if (win.status !== 'held') throw new Conflict(walletMessages.reviewAlreadyDecided);
  return { userId: win.userId, amountCents: win.amountCents, reviewReason: null };
}

interface ProposeReleaseInput {
  call: StaffCall;
  target: ReleaseTarget;
  reason: string;
  moneyOut: MoneyOutSettings;
}

/** The new proposal's id; a Conflict when one person may release it alone or one is pending already. */
export async function proposeRelease(
  db: Database,
  { call, target, reason, moneyOut }: ProposeReleaseInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const item = await lockUndecided(tx, target);
    // Below the amount one person releases it from the queue; a proposal would only add a wait.
    if (!(await releaseNeedsTwoPeople(tx, call, item, moneyOut)))
      throw new Conflict(staffMessages.staffReleaseOneSuffices);
    const at = new Date(call.now);
    await expireReleaseProposals(tx, target, at);
    const withdrawalId = target.kind === 'withdrawal_release' ? target.id : null;
    const heldWinId = target.kind === 'win_release' ? target.id : null;
    const id = await insertProposal(tx, {
      kind: target.kind,
      userId: item.userId,
      amountCents: item.amountCents,
      withdrawalId,
      heldWinId,
      reason,
      proposedBy: call.staff.id,
      at,
      expiresAt: new Date(call.now + PROPOSAL_TTL_MS),
    });
    if (id === undefined) throw new Conflict(staffMessages.staffReleaseAlreadyProposed);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: `${target.kind}_proposed`,
      userId: item.userId,
      reason,
      amountCents: item.amountCents,
      details: { proposalId: id, ...(withdrawalId === null ? { heldWinId } : { withdrawalId }) },
      at: call.now,
    });
    return id;
  });
}
