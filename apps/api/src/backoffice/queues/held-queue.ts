// A release the four-eyes rule gives two people goes only through a proposal
// (backoffice/adjustments/four-eyes.ts).
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { lockUser } from '#/accounts/accounts-repository.js';
import { staffActor } from '#/audit/audit-actor.js';
import type { Database, Queryable, Tx } from '#/db/database.js';
import { Conflict } from '#/domain-errors.js';
import {
  listHeldMoney,
  lockWinToDecide,
  lockWithdrawalToDecide,
  settleLockedWin,
  settleLockedWithdrawal,
  type Decision,
} from '#/oversight/money-review.js';
import { sendAfterCommit, type PayoutContext } from '#/payouts/payouts.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { age } from './queue-item.js';
import { releaseNeedsTwoPeople, releasesNeedTwoPeople, type HeldItem } from './release-rule.js';

/** `needsTwo`: whether the staff member reading it may release it alone. */
export async function heldQueue(
  db: Queryable,
  call: StaffCall,
  moneyOut: Pick<MoneyOutSettings, 'withdrawalFourEyesAboveCents'>,
) {
  const held = await listHeldMoney(db);
  const items: HeldItem[] = [
    ...held.withdrawals.map((row) => ({
      userId: row.userId,
      amountCents: row.amountCents,
      reviewReason: row.reviewReason,
    })),
    ...held.wins.map((row) => ({
      userId: row.userId,
      amountCents: row.amountCents,
      reviewReason: null,
    })),
  ];
  const needsTwo = await releasesNeedTwoPeople(db, call, items, moneyOut);
  const withdrawals = held.withdrawals.map((row, index) => ({
    id: row.id,
    userId: row.userId,
    amountCents: row.amountCents,
    state: row.status,
    reviewReason: row.reviewReason,
    needsTwo: needsTwo[index] ?? true,
    ...age(row.createdAt, call.now),
  }));
  const wins = held.wins.map((row, index) => ({
    id: row.id,
    userId: row.userId,
    game: row.gameName,
    betCents: row.betCents,
    amountCents: row.amountCents,
    limitCents: row.limitCents,
    state: row.status,
    needsTwo: needsTwo[held.withdrawals.length + index] ?? true,
    ...age(row.createdAt, call.now),
  }));
  return { withdrawals, wins };
}

interface ReasonedDecision {
  decision: Decision;
  reason: string;
}

interface AuditedDecisionInput {
  call: StaffCall;
  item: HeldItem;
  decision: ReasonedDecision;
  moneyOut: MoneyOutSettings;
  audit: { action: string; details: Record<string, unknown> };
}

/**
 * Under the player's lock: a release the four-eyes rule gives two people is
 * refused, else the decision's audit row. Releases for one player wait for
 * each other, so two sent together cannot both count without the other.
 */
async function auditedDecision(
  tx: Tx,
  { call, item, decision, moneyOut, audit }: AuditedDecisionInput,
): Promise<void> {
  await lockUser(tx, item.userId);
  if (decision.decision === 'release' && (await releaseNeedsTwoPeople(tx, call, item, moneyOut)))
    throw new Conflict(staffMessages.staffReleaseNeedsApproval);
  await auditStaffAction(tx, {
    staff: call.staff,
    ...audit,
    userId: item.userId,
    reason: decision.reason,
    amountCents: item.amountCents,
    at: call.now,
  });
}

interface HeldDecisionInput {
  call: StaffCall;
  id: number;
  decision: ReasonedDecision;
  moneyOut: MoneyOutSettings;
}

/** A released withdrawal's payout is sent once the decision committed; its id, else null. */
export async function decideHeldWithdrawal(
  payouts: PayoutContext,
  { call, id, decision, moneyOut }: HeldDecisionInput,
): Promise<string | null> {
  return payouts.db.transaction(async (tx) => {
    const row = await lockWithdrawalToDecide(tx, id);
    const item = {
      userId: row.userId,
      amountCents: row.amountCents,
      reviewReason: row.reviewReason,
    };
    await auditedDecision(tx, {
      call,
      item,
      decision,
      moneyOut,
      audit: {
        action: `withdrawal_${decision.decision}`,
        details: { withdrawalId: id },
      },
    });
    const payoutId = await settleLockedWithdrawal(tx, row, decision.decision, {
      actor: staffActor(call.staff.id),
      now: call.now,
    });
    sendAfterCommit(payouts, payoutId);
    return payoutId;
  });
}

export async function decideHeldWin(
  db: Database,
  { call, id, decision, moneyOut }: HeldDecisionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockWinToDecide(tx, id);
    const item = { userId: row.userId, amountCents: row.amountCents, reviewReason: null };
    await auditedDecision(tx, {
      call,
      item,
      decision,
      moneyOut,
      audit: {
        action: `win_${decision.decision}`,
        details: { heldWinId: id },
      },
    });
    await settleLockedWin(tx, row, decision.decision, {
      actor: staffActor(call.staff.id),
      now: call.now,
    });
  });
}
