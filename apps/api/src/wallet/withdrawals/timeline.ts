import type { Withdrawal, WithdrawalMoment } from '@velas/domain/schemas/wallet';
import type { Queryable } from '#/db/database.js';
import { REVIEW_MESSAGES } from './brakes.js';
import { selectUserWithdrawals, type WithdrawalRow } from './withdrawals-repository.js';

/** How many withdrawals the withdraw screen lists. */
const LATEST_WITHDRAWALS = 20;

/**
 * solicitado at the request; em análise from the request when a brake held it;
 * enviado when the provider accepted the payout (a payout settled before its
 * acceptance was recorded was sent by then); pago or devolvido when settled.
 */
export function withdrawalTimeline(row: WithdrawalRow): WithdrawalMoment[] {
  const moments: WithdrawalMoment[] = [{ step: 'requested', at: row.createdAt.toISOString() }];
  if (row.reviewReason !== null) moments.push({ step: 'review', at: row.createdAt.toISOString() });
  const sentAt = row.sentAt ?? (row.status === 'paid' ? row.settledAt : null);
  if (sentAt !== null) moments.push({ step: 'sent', at: sentAt.toISOString() });
  if (row.settledAt !== null && (row.status === 'paid' || row.status === 'failed'))
    moments.push({
      step: row.status === 'paid' ? 'paid' : 'returned',
      at: row.settledAt.toISOString(),
    });
  return moments;
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amountCents,
    pixType: row.pixType,
    pixKey: row.pixKey,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    reviewMessage:
      row.status === 'review' && row.reviewReason !== null
        ? REVIEW_MESSAGES[row.reviewReason]
        : null,
    timeline: withdrawalTimeline(row),
  };
}

/** The withdraw screen's list: the player's latest withdrawals, newest first. */
export async function latestWithdrawals(db: Queryable, userId: number): Promise<Withdrawal[]> {
  return (await selectUserWithdrawals(db, userId, LATEST_WITHDRAWALS)).map(toWithdrawal);
}
