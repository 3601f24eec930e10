// Per-account login throttling, kept in the database so every api process
// sees the same count. Only failures count and they age out after the window,
// so an attacker can delay a real user by minutes at most, never lock them out.
import type { Config } from '../env.js';
import type { Queryable } from '../db/database.js';

type ThrottleConfig = Pick<
  Config,
  'LOGIN_MAX_FAILURES_PER_ACCOUNT' | 'LOGIN_FAILURE_WINDOW_SECONDS'
>;

/** Seconds until the account may try again, or 0 when it may try now. */
export async function secondsUntilLoginAllowed(
  db: Queryable,
  account: string,
  now: number,
  config: ThrottleConfig,
): Promise<number> {
  const windowStart = new Date(now - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_failures WHERE account = $1 AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [account, windowStart, config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
  );
  if (rows.length < config.LOGIN_MAX_FAILURES_PER_ACCOUNT) return 0;
  // The oldest of the last N failures must leave the window first.
  const oldest = rows[rows.length - 1]?.created_at.getTime() ?? now;
  return Math.max(1, Math.ceil((oldest + config.LOGIN_FAILURE_WINDOW_SECONDS * 1000 - now) / 1000));
}

export async function recordLoginFailure(
  db: Queryable,
  account: string,
  now: number,
  config: ThrottleConfig,
) {
  await db.query('DELETE FROM login_failures WHERE account = $1 AND created_at <= $2', [
    account,
    new Date(now - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000),
  ]);
  await db.query('INSERT INTO login_failures (account, created_at) VALUES ($1, $2)', [
    account,
    new Date(now),
  ]);
}

export async function clearLoginFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [account]);
}
