import type { Cents } from '@velas/domain/money';
import type { StaffRole } from '@velas/domain/staff/permissions';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';
import { deleteUnusedStaff } from '#/staff/staff-repository.js';

/** The money proposals; `staff_account` rows are read only by the staff functions below. */
export type ProposalKind = 'adjustment' | 'withdrawal_release' | 'win_release';
const MONEY_KINDS = "kind IN ('adjustment', 'withdrawal_release', 'win_release')";
export type ProposalStatus = 'pending' | 'applied' | 'rejected' | 'expired';

/** What every four-eyes proposal holds, whatever it proposes: why, who, and its decision. */
const lifecycleColumns = [
  'id',
  'reason',
  'proposed_by',
  'proposed_at',
  'expires_at',
  'status',
  'decided_by',
  'decided_at',
] as const;

const proposalColumns = selectFields('four_eyes_proposals', [
  ...lifecycleColumns,
  'kind',
  'user_id',
  'amount_cents',
  'withdrawal_id',
  'held_win_id',
]).narrow<{
  status: ProposalStatus;
  kind: ProposalKind;
  // Set on every money proposal (a CHECK of the table).
  userId: number;
  amountCents: Cents;
}>();
export type ProposalRow = RowOf<typeof proposalColumns>;

/** What a release proposal releases: a withdrawal in review or a win held above its ceiling. */
export type ReleaseTarget = { kind: 'withdrawal_release' | 'win_release'; id: number };

const TARGET_COLUMN = { withdrawal_release: 'withdrawal_id', win_release: 'held_win_id' } as const;

/** Closes the target's pending proposal past its expiry, so a new one may be made. */
export async function expireReleaseProposals(
  tx: Queryable,
  target: ReleaseTarget,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE four_eyes_proposals SET status = 'expired'
     WHERE ${TARGET_COLUMN[target.kind]} = $1 AND status = 'pending' AND expires_at <= $2`,
    [target.id, now],
  );
}

interface InsertProposalInput {
  kind: ProposalKind;
  userId: number;
  amountCents: Cents;
  withdrawalId: number | null;
  heldWinId?: number | null;
  reason: string;
  proposedBy: number;
  at: Date;
  expiresAt: Date;
}

/** The new proposal's id; undefined when the withdrawal or the win has a pending one already. */
export async function insertProposal(
  tx: Queryable,
  proposal: InsertProposalInput,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO four_eyes_proposals
       (kind, user_id, amount_cents, withdrawal_id, reason, proposed_by, proposed_at, expires_at,
        held_win_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      proposal.kind,
      proposal.userId,
      proposal.amountCents,
      proposal.withdrawalId,
      proposal.reason,
      proposal.proposedBy,
      proposal.at,
      proposal.expiresAt,
      proposal.heldWinId ?? null,
    ],
  );
  return rows[0]?.id;
}

export async function lockProposal(tx: Tx, id: number): Promise<ProposalRow | undefined> {
  const { rows } = await tx.query<ProposalRow>(
    `SELECT ${proposalColumns.sql} FROM four_eyes_proposals WHERE id = $1 AND ${MONEY_KINDS} FOR UPDATE`,
    [id],
  );
  return rows[0];
}

interface MarkProposalDecidedInput {
  id: number;
  status: 'applied' | 'rejected';
  decidedBy: number;
  at: Date;
}

export async function markProposalDecided(
  tx: Queryable,
  { id, status, decidedBy, at }: MarkProposalDecidedInput,
): Promise<void> {
  await tx.query(
    `UPDATE four_eyes_proposals SET status = $2, decided_by = $3, decided_at = $4
     WHERE id = $1 AND status = 'pending'`,
    [id, status, decidedBy, at],
  );
}

/** Pending and not yet expired, oldest first. */
export async function selectOpenProposals(db: Queryable, now: Date): Promise<ProposalRow[]> {
  const { rows } = await db.query<ProposalRow>(
    `SELECT ${proposalColumns.sql} FROM four_eyes_proposals
     WHERE status = 'pending' AND expires_at > $1 AND ${MONEY_KINDS} ORDER BY proposed_at, id`,
    [now],
  );
  return rows;
}

const staffAccountColumns = selectFields('four_eyes_proposals', [
  ...lifecycleColumns,
  'staff_email',
  'staff_role',
  'staff_id',
]).narrow<{
  status: ProposalStatus;
  // Set on every staff account proposal (a CHECK of the table).
  staffEmail: string;
  staffRole: StaffRole;
}>();
export type StaffAccountProposalRow = RowOf<typeof staffAccountColumns>;

interface InsertStaffAccountProposalInput {
  email: string;
  role: StaffRole;
  reason: string;
  proposedBy: number;
  at: Date;
  expiresAt: Date;
}

/** The new proposal's id; undefined when the e-mail has a pending one already. */
export async function insertStaffAccountProposal(
  tx: Tx,
  proposal: InsertStaffAccountProposalInput,
): Promise<number | undefined> {
  // The e-mail's proposal past its expiry is closed first, so a new one may be made.
  await tx.query(
    `UPDATE four_eyes_proposals SET status = 'expired'
     WHERE kind = 'staff_account' AND staff_email = $1 AND status = 'pending' AND expires_at <= $2`,
    [proposal.email, proposal.at],
  );
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO four_eyes_proposals
       (kind, staff_email, staff_role, reason, proposed_by, proposed_at, expires_at)
     VALUES ('staff_account', $1, $2, $3, $4, $5, $6)
     ON CONFLICT (staff_email) WHERE kind = 'staff_account' AND status = 'pending' DO NOTHING
     RETURNING id`,
    [
      proposal.email,
      proposal.role,
      proposal.reason,
      proposal.proposedBy,
      proposal.at,
      proposal.expiresAt,
    ],
  );
  return rows[0]?.id;
}

export async function lockStaffAccountProposal(
  tx: Tx,
  id: number,
): Promise<StaffAccountProposalRow | undefined> {
  const { rows } = await tx.query<StaffAccountProposalRow>(
    `SELECT ${staffAccountColumns.sql} FROM four_eyes_proposals
     WHERE id = $1 AND kind = 'staff_account' FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** The account the approval created. */
export async function setProposalStaffId(tx: Queryable, id: number, staffId: number) {
  await tx.query('UPDATE four_eyes_proposals SET staff_id = $2 WHERE id = $1', [id, staffId]);
}

/** Staff accounts pending and not yet expired, oldest first. */
export async function selectOpenStaffAccountProposals(
  db: Queryable,
  now: Date,
): Promise<StaffAccountProposalRow[]> {
  const { rows } = await db.query<StaffAccountProposalRow>(
    `SELECT ${staffAccountColumns.sql} FROM four_eyes_proposals
     WHERE kind = 'staff_account' AND status = 'pending' AND expires_at > $1
     ORDER BY proposed_at, id`,
    [now],
  );
  return rows;
}

/**
 * Takes back an approval whose e-mail never left: the account (never used:
 * its only link was in that e-mail) and its link are deleted, and the
 * proposal waits again.
 */
export async function undoStaffAccountApproval(
  tx: Tx,
  proposalId: number,
  staffId: number,
): Promise<void> {
  await tx.query(
    `UPDATE four_eyes_proposals
     SET status = 'pending', decided_by = NULL, decided_at = NULL, staff_id = NULL
     WHERE id = $1 AND kind = 'staff_account' AND staff_id = $2`,
    [proposalId, staffId],
  );
  await deleteUnusedStaff(tx, staffId);
}
