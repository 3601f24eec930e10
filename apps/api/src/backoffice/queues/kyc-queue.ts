import { walletMessages } from '@velas/domain/messages/wallet';
import { closeKycReview } from '#/accounts/account-status-repository.js';
import { lockUser } from '#/accounts/accounts-repository.js';
import type { Database, Queryable } from '#/db/database.js';
import { Conflict } from '#/domain-errors.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { age } from './queue-item.js';
import { selectKycForReview } from './queues-repository.js';

export async function kycQueue(db: Queryable, now: number) {
  const rows = await selectKycForReview(db);
  return {
    results: rows.map((row) => ({
      userId: row.id,
      email: row.email,
      state: row.kycRejection,
      ...age(row.decidedAt, now),
    })),
  };
}

export async function decideKyc(
  db: Database,
  call: StaffCall,
  userId: number,
  request: { decision: 'keep' | 'retry'; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const closed = await closeKycReview(tx, userId, request.decision, new Date(call.now));
    if (closed === undefined) throw new Conflict(walletMessages.reviewAlreadyDecided);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: `kyc_review_${request.decision}`,
      userId,
      reason: request.reason,
      details: { rejection: closed.rejection },
      at: call.now,
    });
  });
}
