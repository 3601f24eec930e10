// Four-eyes, so no admin alone can become both people of a decision by
// creating two accounts.
import { PROPOSAL_TTL_MS } from '@velas/domain/schemas/backoffice/proposals';
import type { StaffAccountProposal } from '@velas/domain/schemas/backoffice/staff';
import type { StaffRole } from '@velas/domain/staff/permissions';
import { staffMessages, staffEnrolmentEmailText } from '@velas/domain/staff/staff-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '#/db/database.js';
import { Conflict, Forbidden, UpstreamFailed } from '#/domain-errors.js';
import type { EmailSender } from '#/providers/email.js';
import {
  insertStaffWithEnrolment,
  normalStaffEmail,
  type EnrolmentConfig,
} from '#/staff/staff-accounts.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { staffByEmail } from '#/staff/staff-repository.js';
import { assertMayDecide, decideProposal } from '../adjustments/four-eyes.js';
import {
  insertStaffAccountProposal,
  lockStaffAccountProposal,
  selectOpenStaffAccountProposals,
  setProposalStaffId,
  undoStaffAccountApproval,
  type StaffAccountProposalRow,
} from '../adjustments/proposals-repository.js';

const toProposal = (row: StaffAccountProposalRow): StaffAccountProposal => ({
  id: row.id,
  email: row.staffEmail,
  role: row.staffRole,
  reason: row.reason,
  proposedBy: row.proposedBy,
  proposedAt: row.proposedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export async function listStaffAccountProposals(
  db: Queryable,
  now: number,
): Promise<StaffAccountProposal[]> {
  return (await selectOpenStaffAccountProposals(db, new Date(now))).map(toProposal);
}

export async function proposeStaffAccount(
  db: Database,
  call: StaffCall,
  account: { email: string; role: StaffRole; reason: string },
): Promise<{ proposalId: number; expiresAt: Date }> {
  const email = normalStaffEmail(account.email);
  const expiresAt = new Date(call.now + PROPOSAL_TTL_MS);
  return db.transaction(async (tx) => {
    if ((await staffByEmail(tx, email)) !== null)
      throw Conflict.field('email', staffMessages.staffEmailTaken);
    const proposalId = await insertStaffAccountProposal(tx, {
      email,
      role: account.role,
      reason: account.reason,
      proposedBy: call.staff.id,
      at: new Date(call.now),
      expiresAt,
    });
    if (proposalId === undefined)
      throw Conflict.field('email', staffMessages.staffAccountAlreadyProposed);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'staff_account_proposed',
      reason: account.reason,
      details: { proposalId, newStaffEmail: email, newStaffRole: account.role },
      at: call.now,
    });
    return { proposalId, expiresAt };
  });
}

/**
 * Creates the account, then e-mails its enrolment link to the new member once
 * that committed (the e-mail guard reads the database). When the e-mail
 * provider refuses, the account and its link are taken back and the proposal
 * waits again, so approving again sends a working link.
 */
export async function approveStaffAccount(
  db: Database,
  call: StaffCall,
  id: number,
  deps: {
    config: EnrolmentConfig;
    email: EmailSender;
    log: FastifyBaseLogger;
  },
): Promise<{ staffId: number; email: string }> {
  const approved = await db.transaction(async (tx) => {
    const row = await lockStaffAccountProposal(tx, id);
    assertMayDecide(row, call);
    if (row.proposedBy === call.staff.id) throw new Forbidden(staffMessages.staffOwnProposal);
    const created = await insertStaffWithEnrolment(tx, deps.config, {
      email: row.staffEmail,
      role: row.staffRole,
      createdBy: `proposal:${String(id)}`,
      now: call.now,
    });
    if (created === null) throw new Conflict(staffMessages.staffEmailTaken);
    await decideProposal(tx, call, {
      id,
      status: 'applied',
      audit: {
        action: 'staff_account_approved',
        reason: row.reason,
        details: {
          proposalId: id,
          proposedBy: row.proposedBy,
          newStaffId: created.id,
          newStaffEmail: row.staffEmail,
          newStaffRole: row.staffRole,
        },
      },
    });
    await setProposalStaffId(tx, id, created.id);
    return { ...created, email: row.staffEmail };
  });
  try {
    await deps.email.send({
      to: approved.email,
      subject: staffMessages.staffEnrolmentEmailSubject,
      text: staffEnrolmentEmailText(
        approved.enrolmentLink,
        approved.expiresAt.getTime() - call.now,
      ),
    });
  } catch (error) {
    deps.log.error({ err: error, proposalId: id }, 'staff enrolment e-mail not sent');
    await db.transaction(async (tx) => {
      await undoStaffAccountApproval(tx, id, approved.id);
      await auditStaffAction(tx, {
        staff: call.staff,
        action: 'staff_account_email_failed',
        details: { proposalId: id, newStaffId: approved.id, newStaffEmail: approved.email },
        at: call.now,
      });
    });
    throw new UpstreamFailed(staffMessages.staffEnrolmentEmailFailed);
  }
  return { staffId: approved.id, email: approved.email };
}

/** Closes the proposal: its proposer, or any other admin. */
export async function rejectStaffAccount(
  db: Database,
  call: StaffCall,
  id: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockStaffAccountProposal(tx, id);
    assertMayDecide(row, call);
    await decideProposal(tx, call, {
      id,
      status: 'rejected',
      audit: {
        action: 'staff_account_rejected',
        reason,
        details: { proposalId: id, proposedBy: row.proposedBy, newStaffEmail: row.staffEmail },
      },
    });
  });
}
