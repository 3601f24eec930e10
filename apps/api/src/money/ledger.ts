// The only way money moves: one append-only ledger entry and the matching
// change of the cached balance, in the caller's transaction. The conditional
// UPDATE locks the user's row (on PostgreSQL concurrent movements of one
// account queue behind it) and refuses to take the balance below zero.
import type { Cents } from '@velas/domain/money';
import type { TransactionSource } from '@velas/domain/schemas/transactions';
import type { Queryable } from '../db/database.js';

export interface LedgerEntryInput {
  userId: number;
  /** Signed: positive credits the account, negative debits it. */
  amount: Cents;
  kind: TransactionSource;
  status: string;
  gameName?: string | null;
  /** What the entry settles; unique, so the same deposit can never be credited twice. */
  reference?: string | null;
  at: number;
}

export class InsufficientBalanceError extends Error {
  constructor() {
    super('insufficient balance');
    this.name = 'InsufficientBalanceError';
  }
}

/** Must run inside `db.transaction`. Returns the entry id and the balance after it. */
export async function postLedgerEntry(
  tx: Queryable,
  entry: LedgerEntryInput,
): Promise<{ id: number; balanceAfter: Cents }> {
  const updated = await tx.query<{ balance_cents: number }>(
    `UPDATE users SET balance_cents = balance_cents + $2
     WHERE id = $1 AND balance_cents + $2 >= 0
     RETURNING balance_cents`,
    [entry.userId, entry.amount],
  );
  const balanceAfter = updated.rows[0]?.balance_cents;
  if (balanceAfter === undefined) throw new InsufficientBalanceError();
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_entries (user_id, amount_cents, kind, status, game_name, reference, balance_after_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      entry.userId,
      entry.amount,
      entry.kind,
      entry.status,
      entry.gameName ?? null,
      entry.reference ?? null,
      balanceAfter,
      new Date(entry.at),
    ],
  );
  return { id: inserted.rows[0]?.id ?? 0, balanceAfter: balanceAfter as Cents };
}
