// What is never purged: docs/operations/data-retention.md#data-retention.
import { DAY_MS } from '@velas/domain/calendar';
import { purgeExpiredLinks } from '#/auth/one-time-links-repository.js';
import type { Queryable } from '#/db/database.js';
import { STAFF_IDLE_MS } from '#/staff/staff-sessions.js';
import { deleteBefore, type PurgedTable } from './retention-repository.js';

export interface RetentionLimits {
  loginFailureWindowMs: number;
  trustedDeviceMs: number;
}

export type Purged = Record<PurgedTable | 'signInLinks' | 'passwordResets', number>;

export async function purgeExpired(
  db: Queryable,
  now: number,
  limits: RetentionLimits,
): Promise<Purged> {
  const purge = (table: PurgedTable, olderThanMs: number) =>
    deleteBefore(db, table, new Date(now - olderThanMs));
  // Every kind of one-time link at once, by the module that keeps them.
  const links = await purgeExpiredLinks(db, new Date(now - DAY_MS));
  return {
    idempotencyKeys: await purge('idempotencyKeys', DAY_MS),
    sessions: await purge('sessions', 0),
    loginFailures: await purge('loginFailures', limits.loginFailureWindowMs),
    accountBudgetWindows: await purge('accountBudgetWindows', DAY_MS),
    providerEvents: await purge('providerEvents', DAY_MS),
    deposits: await purge('deposits', 7 * DAY_MS),
    kycSessions: await purge('kycSessions', 7 * DAY_MS),
    cpfHolderNotices: await purge('cpfHolderNotices', DAY_MS),
    trustedDevices: await purge('trustedDevices', limits.trustedDeviceMs),
    signInLinks: links.signInLinks,
    passwordResets: links.passwordResets,
    staffSessions: await purge('staffSessions', STAFF_IDLE_MS),
  };
}
