import type { Queryable } from './database.js';
import type { ColumnSelection } from './select-columns.js';
import type { Tables } from './tables.generated.js';

/** Tables with a `user_id` column. */
type UserTable = {
  [T in keyof Tables]: 'user_id' extends keyof Tables[T] ? T : never;
}[keyof Tables];

/**
 * A read of `table`'s rows of one user, newest first by `newestFirst`:
 * `SELECT columns FROM table WHERE user_id = $1 ORDER BY newestFirst DESC LIMIT $2`.
 */
export function recentRowsOf<T extends UserTable, Row>(
  table: T,
  columns: ColumnSelection<Row>,
  newestFirst: keyof Tables[T] & string,
): (db: Queryable, userId: number, limit: number) => Promise<Row[]> {
  const sql = `SELECT ${columns.sql} FROM ${table}
     WHERE user_id = $1 ORDER BY ${newestFirst} DESC LIMIT $2`;
  return async (db, userId, limit) => (await db.query<Row>(sql, [userId, limit])).rows;
}
