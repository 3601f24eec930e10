// The transactions screen: the ledger a page at a time, newest first, in the
// spec's wire shape (@velas/domain/schemas/transactions).
import type { Transaction, TransactionSource } from '@velas/domain/schemas/transactions';
import type { Queryable } from '#/db/database.js';
import { findEntryPage, type EntryRow } from './transactions-repository.js';

// One branch per kind: each pairs the kind with its own statuses.
function toTransaction(row: EntryRow): Transaction {
  const entry = { id: row.id, created_at: row.createdAt.toISOString(), amount: row.amountCents };
  switch (row.kind) {
    case 'CasinoTransaction':
      return {
        ...entry,
        type: row.kind,
        status: row.status,
        source: { casino_game: row.gameName === null ? null : { name: row.gameName } },
      };
    case 'Withdraw':
      return { ...entry, type: row.kind, status: row.status, source: null };
    case 'Deposit':
      return { ...entry, type: row.kind, status: row.status, source: null };
  }
}

interface TransactionsPageInput {
  userId: number;
  source: TransactionSource | null;
  /** From 1. */
  page: number;
  perPage: number;
}

/** One page of the player's entries, and how many there are over all pages. */
export async function transactionsPage(
  db: Queryable,
  { userId, source, page, perPage }: TransactionsPageInput,
): Promise<{ total: number; data: Transaction[] }> {
  const entries = await findEntryPage(db, {
    userId,
    source,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { total: entries.total, data: entries.rows.map(toTransaction) };
}
