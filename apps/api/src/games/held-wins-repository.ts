// The wins a win limit held: the queue's list, and the row a decision locks
// (docs/operations/held-money.md). Here because this module owns the table;
// oversight/ decides, game-wallet-repository.ts writes.
import type { Cents } from '@velas/domain/money';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';

const winColumns = selectFields('held_wins', [
  'id',
  'transaction_uuid',
  'user_id',
  'game_name',
  'bet_cents',
  'amount_cents',
  'limit_cents',
  'status',
  'created_at',
]).narrow<{
  betCents: Cents;
  amountCents: Cents;
  limitCents: Cents;
  status: 'held' | 'released' | 'returned';
}>();
export type HeldWinRow = RowOf<typeof winColumns>;

export async function selectHeldWins(db: Queryable): Promise<HeldWinRow[]> {
  const { rows } = await db.query<HeldWinRow>(
    `SELECT ${winColumns.sql} FROM held_wins WHERE status = 'held' ORDER BY created_at, id`,
  );
  return rows;
}

export async function lockHeldWin(tx: Tx, id: number): Promise<HeldWinRow | undefined> {
  const { rows } = await tx.query<HeldWinRow>(
    `SELECT ${winColumns.sql} FROM held_wins WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}
