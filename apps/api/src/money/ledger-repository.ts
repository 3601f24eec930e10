// The `ledger_entries` table and the cached balance on `users`: the SQL of
// money/ledger.ts, which keeps the rule (both in one transaction).
import type { TransactionSource } from '@velas/domain/schemas/transactions';
import type { Queryable } from '../db/database.js';

/**
 * Adds `amount` (signed cents) to the balance unless that takes it below zero.
 * The conditional UPDATE locks the user's row, so on PostgreSQL concurrent
 * movements of one account queue behind it. The new balance, or undefined when refused.
 */
export async function addToBalance(
  tx: Queryable,
  userId: number,
  amount: number,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ balance_cents: number }>(
    `UPDATE users SET balance_cents = balance_cents + $2
     WHERE id = $1 AND balance_cents + $2 >= 0
     RETURNING balance_cents`,
    [userId, amount],
  );
  return rows[0]?.balance_cents;
}

export interface LedgerRow {
  userId: number;
  amount: number;
  kind: TransactionSource;
  status: string;
  gameName: string | null;
  reference: string | null;
  balanceAfter: number;
  at: Date;
}

/** The new entry's id. */
export async function insertLedgerEntry(tx: Queryable, entry: LedgerRow): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ledger_entries (user_id, amount_cents, kind, status, game_name, reference, balance_after_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      entry.userId,
      entry.amount,
      entry.kind,
      entry.status,
      entry.gameName,
      entry.reference,
      entry.balanceAfter,
      entry.at,
    ],
  );
  return rows[0]?.id ?? 0;
}
