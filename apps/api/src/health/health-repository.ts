// The cheapest statement that proves the database answers.
import type { Queryable } from '../db/database.js';

export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
