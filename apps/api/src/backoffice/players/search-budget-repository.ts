// SQL of the staff members' search budgets (player-search.ts, migration 260_staff_searches.sql).
import type { Queryable } from '#/db/database.js';

export async function deleteSearchesBefore(
  db: Queryable,
  staffId: number,
  cutoff: Date,
): Promise<void> {
  await db.query('DELETE FROM staff_searches WHERE staff_id = $1 AND at < $2', [staffId, cutoff]);
}

export async function insertSearch(
  db: Queryable,
  staffId: number,
  byCpf: boolean,
  at: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    'INSERT INTO staff_searches (staff_id, by_cpf, at) VALUES ($1, $2, $3) RETURNING id',
    [staffId, byCpf, at],
  );
  return Number(rows[0]?.id ?? 0);
}

export interface SearchCounts {
  /** Every search since `minuteStart`, the new one included. */
  lastMinute: number;
  /** Searches by CPF since `hourStart` that found nobody or are still running, the new one included. */
  cpfMisses: number;
}

export async function countSearches(
  db: Queryable,
  staffId: number,
  minuteStart: Date,
  hourStart: Date,
): Promise<SearchCounts> {
  const { rows } = await db.query<{ last_minute: number; cpf_misses: number }>(
    `SELECT count(*) FILTER (WHERE at > $2)::int AS last_minute,
            count(*) FILTER (WHERE by_cpf AND found IS NOT TRUE AND at > $3)::int AS cpf_misses
     FROM staff_searches WHERE staff_id = $1`,
    [staffId, minuteStart, hourStart],
  );
  return { lastMinute: rows[0]?.last_minute ?? 0, cpfMisses: rows[0]?.cpf_misses ?? 0 };
}

export async function deleteSearch(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM staff_searches WHERE id = $1', [id]);
}

export async function markSearchFound(db: Queryable, id: number, found: boolean): Promise<void> {
  await db.query('UPDATE staff_searches SET found = $2 WHERE id = $1', [id, found]);
}
