// Login throttling, kept in the database so every api process sees the same
// counts (docs/architecture.md#abuse-limits):
// - Each attempt is recorded BEFORE the password is checked, then counted, so
//   concurrent guesses cannot all pass the check before any failure lands.
//   An attempt refused (429) is deleted again: it is not a failure, so it
//   neither extends the slowdown nor adds to its address's lock.
// - The lock is keyed on account + client address (IPv6 by /64): after N
//   failures from one address, that address waits out the window; the owner
//   elsewhere is not locked out.
// - Across addresses an account is only slowed down: once it has N failures
//   in the window, attempts on it are spaced LOGIN_SLOWDOWN_SECONDS apart,
//   except from an address the account signed in from in the last
//   LOGIN_KNOWN_ADDRESS_DAYS: guesses from rotating addresses never keep the
//   owner out of their usual connection.
// A successful login deletes the account's failures and remembers its address.
import type { Queryable } from '../db/database.js';
import type { Config } from '../env.js';
import {
  countAccountFailures,
  deleteAccountFailures,
  deleteAccountFailuresUpTo,
  deleteLoginAttempt,
  insertLoginAttempt,
  isKnownAddress,
  rememberKnownAddress,
} from './login-throttle-repository.js';

const DAY_MS = 86_400_000;

type ThrottleConfig = Pick<
  Config,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_FAILURE_WINDOW_SECONDS'
  | 'LOGIN_SLOWDOWN_SECONDS'
  | 'LOGIN_KNOWN_ADDRESS_DAYS'
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
  let refused = counts.fromAddress > max;
  const spacingMs = config.LOGIN_SLOWDOWN_SECONDS * 1000;
  if (
    !refused &&
    counts.fromAll >= max &&
    counts.latest !== null &&
    now - counts.latest.getTime() < spacingMs
  ) {
    const knownSince = new Date(now - config.LOGIN_KNOWN_ADDRESS_DAYS * DAY_MS);
    refused = !(await isKnownAddress(db, account, address, knownSince));
  }
  if (!refused) return { allowed: true, attemptId };
  await deleteLoginAttempt(db, attemptId);
  return { allowed: false };
}

/** After a successful sign-in: the failures go, the address is remembered. */
export async function clearLoginFailures(
  db: Queryable,
  account: string,
  address: string,
  now: number,
): Promise<void> {
  await deleteAccountFailures(db, account);
  await rememberKnownAddress(db, account, address, new Date(now));
}
