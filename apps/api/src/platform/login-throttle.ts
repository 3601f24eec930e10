// Login throttling, kept in the database so every api process sees the same
// counts (docs/architecture.md#abuse-limits):
// - Each attempt is recorded BEFORE the password is checked, then counted, so
//   concurrent guesses cannot all pass the check before any failure lands.
// - The lock is keyed on account + client address: after N failures from one
//   address, that address waits out the window; the owner elsewhere is not
//   locked out.
// - Across addresses an account is only slowed down: once it has N failures
//   in the window, attempts on it are spaced LOGIN_SLOWDOWN_SECONDS apart.
// A successful login deletes the account's failures.
import type { Config } from '../env.js';
import type { Queryable } from '../db/database.js';
import {
  countAccountFailures,
  deleteAccountFailures,
  deleteAccountFailuresUpTo,
  insertLoginAttempt,
} from './login-throttle-repository.js';

type ThrottleConfig = Pick<
  Config,
  'LOGIN_MAX_FAILURES_PER_ACCOUNT' | 'LOGIN_FAILURE_WINDOW_SECONDS' | 'LOGIN_SLOWDOWN_SECONDS'
>;

export type LoginAttempt = { allowed: true; attemptId: number } | { allowed: false };

export async function claimLoginAttempt(
  db: Queryable,
  account: string,
  address: string,
  now: number,
  config: ThrottleConfig,
): Promise<LoginAttempt> {
  const windowStart = new Date(now - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  await deleteAccountFailuresUpTo(db, account, windowStart);
  const attemptId = await insertLoginAttempt(db, account, address, new Date(now));
  const counts = await countAccountFailures(db, account, address, windowStart, attemptId);
  const max = config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
  // This attempt is already counted: more than N from this address is a lock.
  if (counts.fromAddress > max) return { allowed: false };
  const spacingMs = config.LOGIN_SLOWDOWN_SECONDS * 1000;
  if (counts.fromAll >= max && counts.latest !== null && now - counts.latest.getTime() < spacingMs)
    return { allowed: false };
  return { allowed: true, attemptId };
}

export async function clearLoginFailures(db: Queryable, account: string): Promise<void> {
  await deleteAccountFailures(db, account);
}
