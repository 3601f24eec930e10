// A second, different staff member approves within 24 hours, and approving
// applies it in the same transaction, once
// (docs/operations/back-office-queues.md#four-eyes).
import type { Cents } from '@velas/domain/money';
import { PROPOSAL_TTL_MS, type Proposal } from '@velas/domain/schemas/backoffice/proposals';
import { roleMay, type Permission } from '@velas/domain/staff/permissions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { staffActor } from '#/audit/audit-actor.js';
import type { Database, Queryable, Tx } from '#/db/database.js';
import { Conflict, Forbidden, NotFound } from '#/domain-errors.js';
import { adjustmentReference } from '#/money/ledger-references.js';
import { ADJUSTMENT_STATUS, postLedgerEntry } from '#/money/ledger.js';
import { settleHeldWin, settleHeldWithdrawal } from '#/oversight/money-review.js';
import { sendAfterCommit, type PayoutContext } from '#/payouts/payouts.js';
import { auditStaffAction, type StaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { lockAdjustableAccount } from './adjustable-account.js';
import {
  insertProposal,
  lockProposal,
  markProposalDecided,
  selectOpenProposals,
  type ProposalKind,
  type ProposalRow,
} from './proposals-repository.js';

/** Who may approve each kind: the permission of the decision itself. */
const APPROVED_WITH: Record<ProposalKind, Permission> = {
  adjustment: 'adjustments.approve',
  withdrawal_release: 'withdrawals.decide',
  win_release: 'withdrawals.decide',
};

export function toProposal(row: ProposalRow): Proposal {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    amountCents: row.amountCents,
    withdrawalId: row.withdrawalId,
    heldWinId: row.heldWinId,
    reason: row.reason,
    proposedBy: row.proposedBy,
    proposedAt: row.proposedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function listOpenProposals(db: Queryable, now: number): Promise<Proposal[]> {
  return (await selectOpenProposals(db, new Date(now))).map(toProposal);
}

export async function proposeAdjustment(
  db: Database,
  call: StaffCall,
  adjustment: { userId: number; amountCents: Cents; reason: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAdjustableAccount(tx, adjustment.userId);
    const id = await insertProposal(tx, {
      kind: 'adjustment',
      userId: adjustment.userId,
      amountCents: adjustment.amountCents,
      withdrawalId: null,
      reason: adjustment.reason,
      proposedBy: call.staff.id,
      at: new Date(call.now),
      expiresAt: new Date(call.now + PROPOSAL_TTL_MS),
    });
    if (id === undefined) throw new Error('an adjustment proposal was not inserted');
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'adjustment_proposed',
      userId: adjustment.userId,
      reason: adjustment.reason,
      amountCents: adjustment.amountCents,
      details: { proposalId: id },
      at: call.now,
    });
    return id;
  });
}

export function assertMayDecide<Row extends Pick<ProposalRow, 'status' | 'expiresAt'>>(
  row: Row | undefined,
  call: StaffCall,
): asserts row is Row {
  if (row === undefined) throw new NotFound(staffMessages.staffProposalNotFound);
  if (row.status !== 'pending') throw new Conflict(staffMessages.staffProposalDecided);
  if (row.expiresAt.getTime() <= call.now) throw new Conflict(staffMessages.staffProposalExpired);
}

interface ProposalDecision {
  id: number;
  status: 'applied' | 'rejected';
  audit: Omit<StaffAction, 'staff' | 'at'>;
}

/** Any kind of proposal: marked decided by the caller and audited, in the caller's transaction. */
export async function decideProposal(
  tx: Tx,
  call: StaffCall,
  { id, status, audit }: ProposalDecision,
): Promise<void> {
  await markProposalDecided(tx, { id, status, decidedBy: call.staff.id, at: new Date(call.now) });
  await auditStaffAction(tx, { ...audit, staff: call.staff, at: call.now });
}

/**
 * Applies the proposal, in one transaction. A released withdrawal's payout
 * is sent once it committed; its id, else null.
 */
export async function approveProposal(
  payouts: PayoutContext,
  call: StaffCall,
  id: number,
): Promise<string | null> {
  return payouts.db.transaction(async (tx) => {
    const row = await lockProposal(tx, id);
    assertMayDecide(row, call);
    if (row.proposedBy === call.staff.id) throw new Forbidden(staffMessages.staffOwnProposal);
    if (!roleMay(call.staff.role, APPROVED_WITH[row.kind]))
      throw new Forbidden(staffMessages.staffRoleMayNotApprove);
    await decideProposal(tx, call, {
      id,
      status: 'applied',
      audit: {
        action: `${row.kind}_approved`,
        userId: row.userId,
        reason: row.reason,
        amountCents: row.amountCents,
        details: {
          proposalId: id,
          proposedBy: row.proposedBy,
          withdrawalId: row.withdrawalId,
          heldWinId: row.heldWinId,
        },
      },
    });
    if (row.kind === 'win_release') {
      if (row.heldWinId === null) throw new Error(`proposal ${String(id)}: no held win`);
      await settleHeldWin(tx, row.heldWinId, 'release', {
        actor: staffActor(call.staff.id),
        now: call.now,
      });
      return null;
    }
    if (row.kind === 'withdrawal_release') {
      if (row.withdrawalId === null) throw new Error(`proposal ${String(id)}: no withdrawal`);
      const payoutId = await settleHeldWithdrawal(tx, row.withdrawalId, 'release', {
        actor: staffActor(call.staff.id),
        now: call.now,
      });
      sendAfterCommit(payouts, payoutId);
      return payoutId;
    }
    await postAdjustment(tx, row, call);
    return null;
  });
}

async function postAdjustment(tx: Tx, row: ProposalRow, call: StaffCall): Promise<void> {
  await lockAdjustableAccount(tx, row.userId);
  await postLedgerEntry(tx, {
    // The approver moves the money; the proposer is in the proposal's own rows.
    actor: staffActor(call.staff.id),
    userId: row.userId,
    amount: row.amountCents,
    kind: row.amountCents > 0 ? 'Deposit' : 'Withdraw',
    status: ADJUSTMENT_STATUS,
    reference: adjustmentReference(row.id),
    at: call.now,
  });
}

/** Closes a proposal without applying it: anyone who may approve it, the proposer included. */
export async function rejectProposal(db: Database, call: StaffCall, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const row = await lockProposal(tx, id);
    assertMayDecide(row, call);
    if (row.proposedBy !== call.staff.id && !roleMay(call.staff.role, APPROVED_WITH[row.kind]))
      throw new Forbidden(staffMessages.staffRoleMayNotApprove);
    await decideProposal(tx, call, {
      id,
      status: 'rejected',
      audit: {
        action: `${row.kind}_rejected`,
        userId: row.userId,
        reason,
        amountCents: row.amountCents,
        details: { proposalId: id, proposedBy: row.proposedBy },
      },
    });
  });
}
