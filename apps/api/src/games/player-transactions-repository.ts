// One player's latest wallet transactions with their game's name, for the back
// office's player view (backoffice/players/player-view.ts).
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database';
import type { GameTransaction, TransactionKind } from './game-wallet-repository.js';

export interface PlayerTransaction {
  transaction_uuid: string;
  kind: TransactionKind;
  game: string | null;
  round: string | null;
  amount_cents: Cents;
  status: GameTransaction['status'];
  created_at: Date;
}

/** The user's latest transactions, newest first. */
export async function recentGameTransactions(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<PlayerTransaction[]> {
  const { rows } = await db.query<PlayerTransaction>(
    `SELECT t.transaction_uuid, t.kind, g.name AS game, t.round, t.amount_cents, t.status, t.created_at
     FROM game_transactions t LEFT JOIN casino_games g ON g.id = t.game_id
     WHERE t.user_id = $1 ORDER BY t.created_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
