import type { Queryable } from '#/db/database.js';

export interface CatalogueRow {
  categoryId: number;
  categoryName: string;
  categoryPosition: number;
  /** Null for a category without games (LEFT JOIN). */
  id: number | null;
  name: string | null;
  rtpPercent: number | null;
  gameCode: string | null;
}

export async function listCatalogue(db: Queryable): Promise<CatalogueRow[]> {
  const { rows } = await db.query<CatalogueRow>(
    `SELECT c.id AS "categoryId", c.name AS "categoryName", c.position AS "categoryPosition", g.id,
       g.name, g.rtp_percent AS "rtpPercent", g.game_code AS "gameCode"
     FROM casino_categories c LEFT JOIN casino_games g ON g.category_id = c.id
     ORDER BY c.position, c.id, g.position, g.id`,
  );
  return rows;
}

export interface CatalogueGame {
  id: number;
  name: string;
  /** The aggregator's code (docs/product/games.md#game-frames); null: not connected. */
  gameCode: string | null;
  rtpPercent: number | null;
}

export async function findGame(db: Queryable, id: number): Promise<CatalogueGame | null> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    game_code: string | null;
    rtp_percent: number | null;
  }>('SELECT id, name, game_code, rtp_percent FROM casino_games WHERE id = $1', [id]);
  const row = rows[0];
  return row === undefined
    ? null
    : {
        id: row.id,
        name: row.name,
        gameCode: row.game_code,
        rtpPercent: row.rtp_percent,
      };
}
