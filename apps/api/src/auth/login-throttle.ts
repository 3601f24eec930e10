// An attempt is recorded before the password is checked, so concurrent guesses
// cannot all pass before a failure lands (docs/architecture.md#abuse-limits).
import { DAY_MS } from '@velas/domain/calendar';
import type { LoginConfig } from '#/config/login-config.js';
import type { Queryable } from '#/db/database.js';
import { countDeviceFailures, deleteTrustedDevice } from './device-trust-repository.js';
import {
  countAccountFailures,
  deleteAccountFailures,
  deleteDeviceFailures,
  deleteAccountFailuresUpTo,
  deleteLoginAttempt,
  insertLoginAttempt,
  isKnownAddress,
  rememberKnownAddress,
} from './login-throttle-repository.js';

/** `device`: the trusted device the attempt was judged as, or null (the shared limits). */
export type LoginAttempt =
  { allowed: true; attemptId: number; device: string | null } | { allowed: false };

interface ClaimLoginAttemptInput {
  account: string;
  address: string;
  now: number;
  config: LoginConfig;
  device?: string | null;
}

/** `device`: the hash of the trusted device the request comes from (platform/device-trust.ts), if any. */
export async function claimLoginAttempt(
  db: Queryable,
  { account, address, now, config, device = null }: ClaimLoginAttemptInput,
): Promise<LoginAttempt> {
  const windowStart = new Date(now - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  await deleteAccountFailuresUpTo(db, account, windowStart);
  if (device !== null) {
    const attemptId = await insertLoginAttempt(db, {
      account,
      address,
      at: new Date(now),
      deviceHash: device,
    });
    // This attempt is already counted: more than N is a device that lost its trust.
    if (
      (await countDeviceFailures(db, device, windowStart)) <= config.LOGIN_MAX_FAILURES_PER_ACCOUNT
    )
      return { allowed: true, attemptId, device };
    await deleteTrustedDevice(db, device);
    await deleteLoginAttempt(db, attemptId);
  }
  const attemptId = await insertLoginAttempt(db, { account, address, at: new Date(now) });
  const counts = await countAccountFailures(db, {
    account,
    address,
    since: windowStart,
    attemptId,
  });
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
  if (!refused) return { allowed: true, attemptId, device: null };
  await deleteLoginAttempt(db, attemptId);
  return { allowed: false };
}

interface ClearLoginFailuresInput {
  account: string;
  address: string;
  now: number;
  device?: string | null;
}

/**
 * After a successful sign-in: the failures that limited it go (a trusted
 * device's own, or the shared ones), the address is remembered. A trusted
 * device's sign-in leaves the shared failures: guesses from elsewhere go on
 * being slowed down.
 */
export async function clearLoginFailures(
  db: Queryable,
  { account, address, now, device = null }: ClearLoginFailuresInput,
): Promise<void> {
  if (device === null) await deleteAccountFailures(db, account);
  else await deleteDeviceFailures(db, device);
  await rememberKnownAddress(db, account, address, new Date(now));
}
