import type { Queryable } from '#/db/database.js';

interface CountBudgetCallInput {
  budget: string;
  userId: number;
  now: Date;
  windowEndsBefore: Date;
}

/**
 * Counts one call against the account's budget and returns the calls of the
 * window so far, this one included. A window that started at or before
 * `windowEndsBefore` is over: the call opens a new one at `now`. One
 * statement, so concurrent calls from several processes each count once.
 */
export async function countBudgetCall(
  db: Queryable,
  { budget, userId, now, windowEndsBefore }: CountBudgetCallInput,
): Promise<number> {
  const { rows } = await db.query<{ calls: number }>(
    `INSERT INTO account_budget_windows AS w (budget, user_id, window_start, calls)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (budget, user_id) DO UPDATE SET
       window_start = CASE WHEN w.window_start <= $4 THEN EXCLUDED.window_start ELSE w.window_start END,
       calls = CASE WHEN w.window_start <= $4 THEN 1 ELSE w.calls + 1 END
     RETURNING calls`,
    [budget, userId, now, windowEndsBefore],
  );
  return rows[0]?.calls ?? 1;
}

/** Deletes the windows that started more than `keptMs` before `now`. */
export async function purgeExpiredBudgetWindows(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - keptMs);
  return (await db.query('DELETE FROM account_budget_windows WHERE window_start < $1', [cutoff]))
    .rowCount;
}
