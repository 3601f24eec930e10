// What the api deletes once it is of no use (docs/architecture.md#abuse-limits), so tables that
// grow with every request stay bounded. Each limit is the longest anything
// still reads the row:
// - idempotency keys: a client retries within minutes; kept a day.
// - sessions: an expired token is refused anyway.
// - login failures: counted only inside the throttle window.
// - per-account budget windows: none lasts longer than an hour; kept a day.
// - trusted devices: trusted only LOGIN_TRUSTED_DEVICE_DAYS after their last sign-in.
// - sign-in links: useless once expired; kept a day past it (the hourly budget counts them).
// - provider events: a signature older than 5 minutes is refused anyway; kept a day.
// - unpaid expired deposits and KYC sessions: shown or looked up for a week;
//   a charge some payment names (a late one) stays. A payment that comes for
//   a charge already purged is still recorded and refunded
//   (wallet/received-payments.ts).
// - e-mails to a CPF's holder: counted for a day (platform/cpf-holder-notices.ts).
// The barred-list checks (impedidos_checks) are kept at least 5 years: never
// purged here (docs/api/providers.md#impedidos).
// Paid deposits, withdrawals and the ledger are money records and stay; a
// barred account's bar, notice and steps are kept 5 years and never named here
// (barred-accounts/barred-accounts-repository.ts; the database refuses it); the
// audit trail has its own retention, purged only by the operator
// (audit/purge-audit.ts, docs/operations.md#audit-trail).
import { DAY_MS } from '@velas/domain/calendar';
import type { Queryable } from '../db/database.js';
import { STAFF_IDLE_MS } from '../staff/staff-sessions.js';
import { deleteBefore, type PurgedTable } from './retention-repository.js';

export interface RetentionLimits {
  loginFailureWindowMs: number;
  trustedDeviceMs: number;
}

export type Purged = Record<PurgedTable, number>;

export async function purgeExpired(
  db: Queryable,
  now: number,
  limits: RetentionLimits,
): Promise<Purged> {
  const purge = (table: PurgedTable, olderThanMs: number) =>
    deleteBefore(db, table, new Date(now - olderThanMs));
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
    signInLinks: await purge('signInLinks', DAY_MS),
    staffSessions: await purge('staffSessions', STAFF_IDLE_MS),
  };
}
