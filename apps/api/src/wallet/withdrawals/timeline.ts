// A withdrawal row as the api answers it (docs/product/wallet.md#wallet-withdrawals),
// with its timeline: each step reached and when, from the stored moments.
import type { Withdrawal, WithdrawalMoment } from '@velas/domain/schemas/wallet';
import { REVIEW_MESSAGES } from './brakes.js';
import type { WithdrawalRow } from './withdrawals-repository.js';

/**
 * solicitado at the request; em análise from the request when a brake held it;
 * enviado when the provider accepted the payout (a payout settled before its
 * acceptance was recorded was sent by then); pago or devolvido when settled.
 */
export function withdrawalTimeline(row: WithdrawalRow): WithdrawalMoment[] {
  const moments: WithdrawalMoment[] = [{ step: 'requested', at: row.created_at.toISOString() }];
  if (row.review_reason !== null)
    moments.push({ step: 'review', at: row.created_at.toISOString() });
  const sentAt = row.sent_at ?? (row.status === 'paid' ? row.settled_at : null);
  if (sentAt !== null) moments.push({ step: 'sent', at: sentAt.toISOString() });
  if (row.settled_at !== null && (row.status === 'paid' || row.status === 'failed'))
    moments.push({
      step: row.status === 'paid' ? 'paid' : 'returned',
      at: row.settled_at.toISOString(),
    });
  return moments;
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount_cents,
    pixType: row.pix_type,
    pixKey: row.pix_key,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    reviewMessage:
      row.status === 'review' && row.review_reason !== null
        ? REVIEW_MESSAGES[row.review_reason]
        : null,
    timeline: withdrawalTimeline(row),
  };
}
