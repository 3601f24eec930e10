// Written by id: a later start brings names, order and RTP up to date.
import { CATALOGUE } from '@velas/domain/demo/catalogue';
import type { Queryable } from '#/db/database.js';

export async function storeFixedCatalogue(db: Queryable): Promise<void> {
  for (const category of CATALOGUE) {
    await db.query(
      `INSERT INTO casino_categories (id, name, position) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, position = EXCLUDED.position`,
      [category.id, category.name, category.position],
    );
    for (const [position, game] of category.games.entries()) {
      await db.query(
        `INSERT INTO casino_games (id, category_id, name, position, rtp_percent)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, name = EXCLUDED.name,
           position = EXCLUDED.position, rtp_percent = EXCLUDED.rtp_percent`,
        [game.id, category.id, game.name, position, game.rtp],
      );
    }
  }
}
