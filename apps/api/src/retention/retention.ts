// Each module purges its own tables (docs/architecture.md#api-code-rules); this
// job says only how long each is kept, in one order. What is never purged:
// docs/operations/data-retention.md#data-retention.
import { DAY_MS } from '@velas/domain/calendar';
import { purgeExpiredBudgetWindows } from '#/auth/account-budgets-repository.js';
import { purgeExpiredTrustedDevices } from '#/auth/device-trust-repository.js';
import { purgeExpiredLoginFailures } from '#/auth/login-throttle-repository.js';
import { purgeExpiredLinks } from '#/auth/one-time-links-repository.js';
import { purgeExpiredSessions } from '#/auth/sessions-repository.js';
import type { Queryable } from '#/db/database.js';
import { purgeExpiredDeposits } from '#/deposits/deposits-repository.js';
import { purgeExpiredIdempotencyKeys } from '#/idempotency/idempotency-repository.js';
import { purgeExpiredKycSessions } from '#/kyc/kyc-sessions-repository.js';
import { purgeExpiredHolderNotices } from '#/platform/cpf-holder-notices-repository.js';
import { purgeExpiredProviderEvents } from '#/provider-callbacks/provider-events-repository.js';
import { purgeIdleStaffSessions } from '#/staff/staff-repository.js';
import { STAFF_IDLE_MS } from '#/staff/staff-sessions.js';

export interface RetentionLimits {
  loginFailureWindowMs: number;
  trustedDeviceMs: number;
}

/** The rows each purge deleted, as the job logs them. */
export interface Purged {
  idempotencyKeys: number;
  sessions: number;
  loginFailures: number;
  accountBudgetWindows: number;
  providerEvents: number;
  deposits: number;
  kycSessions: number;
  cpfHolderNotices: number;
  trustedDevices: number;
  signInLinks: number;
  passwordResets: number;
  staffSessions: number;
}

export async function purgeExpired(
  db: Queryable,
  now: number,
  limits: RetentionLimits,
): Promise<Purged> {
  const at = new Date(now);
  const keptFor = (keptMs: number) => ({ now: at, keptMs });
  // Every kind of one-time link at once, by the module that keeps them.
  const links = await purgeExpiredLinks(db, keptFor(DAY_MS));
  return {
    idempotencyKeys: await purgeExpiredIdempotencyKeys(db, keptFor(DAY_MS)),
    sessions: await purgeExpiredSessions(db, { now: at }),
    loginFailures: await purgeExpiredLoginFailures(db, {
      now: at,
      failureWindowMs: limits.loginFailureWindowMs,
    }),
    accountBudgetWindows: await purgeExpiredBudgetWindows(db, keptFor(DAY_MS)),
    providerEvents: await purgeExpiredProviderEvents(db, keptFor(DAY_MS)),
    deposits: await purgeExpiredDeposits(db, keptFor(7 * DAY_MS)),
    kycSessions: await purgeExpiredKycSessions(db, keptFor(7 * DAY_MS)),
    cpfHolderNotices: await purgeExpiredHolderNotices(db, keptFor(DAY_MS)),
    trustedDevices: await purgeExpiredTrustedDevices(db, {
      now: at,
      trustedMs: limits.trustedDeviceMs,
    }),
    signInLinks: links.signInLinks,
    passwordResets: links.passwordResets,
    staffSessions: await purgeIdleStaffSessions(db, { now: at, idleMs: STAFF_IDLE_MS }),
  };
}
