// The ledger as the transactions screen pages through it, newest first.
import type { Cents } from '@velas/domain/money';
import type { TransactionKindStatus, TransactionSource } from '@velas/domain/schemas/transactions';
import type { Queryable } from '#/db/database.js';
import { referenceParts } from '#/money/ledger-references.js';

export type EntryRow = TransactionKindStatus & {
  id: number;
  createdAt: Date;
  amountCents: Cents;
  gameName: string | null;
};

export interface EntryPage {
  rows: EntryRow[];
  /** Entries of this user and source over all pages. */
  total: number;
}

interface FindEntryPageInput {
  userId: number;
  source: TransactionSource | null;
  limit: number;
  offset: number;
}

export async function findEntryPage(
  db: Queryable,
  { userId, source, limit, offset }: FindEntryPageInput,
): Promise<EntryPage> {
  const { rows } = await db.query<EntryRow & { total: number }>(
    // A withdrawal's debit shows the withdrawal's state now (processing, paid,
    // failed), not the one it had when the entry was written.
    `SELECT e.id, e.created_at AS "createdAt", e.amount_cents AS "amountCents", e.kind, COALESCE(w.status, ledger_status_code(e.status)) AS status,
            e.game_name AS "gameName", count(*) OVER ()::int AS total
     FROM ledger_entries e
     LEFT JOIN withdrawals w ON e.kind = 'Withdraw' AND e.reference = $5::text || w.id::text
     WHERE e.user_id = $1 AND ($2::text IS NULL OR e.kind = $2)
     ORDER BY e.created_at DESC, e.id DESC
     LIMIT $3 OFFSET $4`,
    [userId, source, limit, offset, referenceParts.withdrawal],
  );
  // A page past the end has no row to carry the window count.
  const total =
    rows[0]?.total ??
    (
      await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM ledger_entries WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)',
        [userId, source],
      )
    ).rows[0]?.total ??
    0;
  return { rows, total };
}
