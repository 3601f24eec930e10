import type { AggregatorGame } from '@velas/domain/schemas/game-wallet';
import type { Queryable } from '#/db/database.js';

function rtpPercent(rtp: AggregatorGame['rtp']): number | null {
  const value = typeof rtp === 'string' ? Number(rtp) : rtp;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100
    ? Math.round(value * 100) / 100
    : null;
}

/** Writes the list into the catalogue tables: categories by name, games by code. */
export async function storeAggregatorGames(
  db: Queryable,
  games: readonly AggregatorGame[],
): Promise<void> {
  const categories = new Map<string, number>();
  for (const [position, game] of games.entries()) {
    let categoryId = categories.get(game.category);
    if (categoryId === undefined) {
      await db.query(
        `INSERT INTO casino_categories (id, name, position)
         SELECT COALESCE(max(id), 0) + 1, $1, COALESCE(max(position), 0) + 1 FROM casino_categories
         ON CONFLICT DO NOTHING`,
        [game.category],
      );
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM casino_categories WHERE name = $1',
        [game.category],
      );
      categoryId = rows[0]?.id;
      if (categoryId === undefined) continue;
      categories.set(game.category, categoryId);
    }
    const values = [game.game_code, game.name, categoryId, rtpPercent(game.rtp), position];
    const updated = await db.query(
      `UPDATE casino_games SET name = $2, category_id = $3, rtp_percent = $4, position = $5
       WHERE game_code = $1`,
      values,
    );
    if (updated.rowCount === 0)
      // Another process adding games at the same time: a clash waits for the next list.
      await db.query(
        `INSERT INTO casino_games (id, game_code, name, category_id, rtp_percent, position)
         SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, $4, $5 FROM casino_games
         ON CONFLICT DO NOTHING`,
        values,
      );
  }
}

/** Gives a catalogue game its aggregator code (unless it has one). */
export async function connectCatalogueGame(
  db: Queryable,
  gameId: number,
  gameCode: string,
): Promise<void> {
  await db.query('UPDATE casino_games SET game_code = $2 WHERE id = $1 AND game_code IS NULL', [
    gameId,
    gameCode,
  ]);
}
