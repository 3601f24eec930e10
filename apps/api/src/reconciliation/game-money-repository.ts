import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import type { TransactionKind } from '#/games/game-wallet-repository.js';
import { referenceParts } from '#/money/ledger-references.js';

export interface GameMoneyRow {
  transactionUuid: string;
  kind: TransactionKind;
  amountCents: Cents;
  /** The ledger's entry for the transaction (reference game:<uuid>), signed. */
  ledgerCents: Cents | null;
  /** A win held above its ceiling: held, released or returned; null otherwise. */
  heldStatus: 'held' | 'released' | 'returned' | null;
}

export async function selectGameMoney(
  db: Queryable,
  start: Date,
  end: Date,
): Promise<GameMoneyRow[]> {
  const { rows } = await db.query<GameMoneyRow>(
    `SELECT t.transaction_uuid AS "transactionUuid", t.kind, t.amount_cents AS "amountCents",
            h.status AS "heldStatus",
            (SELECT e.amount_cents FROM ledger_entries e
              WHERE e.reference = $3::text || t.transaction_uuid) AS "ledgerCents"
     FROM game_transactions t LEFT JOIN held_wins h ON h.transaction_uuid = t.transaction_uuid
     WHERE t.status = 'RS_OK' AND t.created_at >= $1 AND t.created_at < $2
     ORDER BY t.created_at, t.transaction_uuid`,
    [start, end, referenceParts.game],
  );
  return rows;
}
