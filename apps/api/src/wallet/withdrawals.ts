// A withdrawal row as the api answers it (docs/product.md#wallet-withdrawals).
import type { Cents } from '@velas/domain/money';
import type { Withdrawal } from '@velas/domain/schemas/wallet';
import { REVIEW_MESSAGES } from './withdrawal-brakes.js';
import type { WithdrawalRow } from './withdrawals-repository.js';

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount_cents as Cents,
    pixType: row.pix_type,
    pixKey: row.pix_key,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    reviewMessage:
      row.status === 'review' && row.review_reason !== null
        ? REVIEW_MESSAGES[row.review_reason]
        : null,
  };
}
