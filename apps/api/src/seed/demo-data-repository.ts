// The queries behind demo-data-check.ts: what of a demo a database holds.
import type { Queryable } from '#/db/database.js';

async function count(db: Queryable, sql: string, parameters: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(sql, parameters);
  return Number(rows[0]?.n ?? 0);
}

export function countAccountsWithEmail(db: Queryable, email: string): Promise<number> {
  return count(db, 'SELECT count(*) AS n FROM users WHERE email = $1', [email]);
}

export function countRegisteredDocuments(db: Queryable, cpfs: readonly string[]): Promise<number> {
  return count(db, 'SELECT count(*) AS n FROM document_registry WHERE cpf = ANY($1::text[])', [
    cpfs,
  ]);
}

/** Houses with simulated (chained) rounds other than `simulated`. */
export async function simulatedHousesOutside(
  db: Queryable,
  simulated: readonly string[],
): Promise<string[]> {
  const { rows } = await db.query<{ bet_house: string }>(
    `SELECT DISTINCT bet_house FROM rounds
     WHERE chain_id IS NOT NULL AND NOT (bet_house = ANY($1::text[])) ORDER BY bet_house`,
    [simulated],
  );
  return rows.map((row) => row.bet_house);
}
