// A withdrawal row as the api answers it (docs/product.md#wallet-withdrawals).
import type { Cents } from '@velas/domain/money';
import type { Withdrawal } from '@velas/domain/schemas/wallet';
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
  };
}
