import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import type { GameTransaction, TransactionKind } from './game-wallet-repository.js';

export interface PlayerTransaction {
  transactionUuid: string;
  kind: TransactionKind;
  game: string | null;
  round: string | null;
  amountCents: Cents;
  status: GameTransaction['status'];
  createdAt: Date;
}

/** The user's latest transactions, newest first. */
export async function recentGameTransactions(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<PlayerTransaction[]> {
  const { rows } = await db.query<PlayerTransaction>(
    `SELECT t.transaction_uuid AS "transactionUuid", t.kind, g.name AS game, t.round,
       t.amount_cents AS "amountCents", t.status, t.created_at AS "createdAt"
     FROM game_transactions t LEFT JOIN casino_games g ON g.id = t.game_id
     WHERE t.user_id = $1 ORDER BY t.created_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
