// What the api deletes once it is of no use (issue 14 §4i), so tables that
// grow with every request stay bounded. Each limit is the longest anything
// still reads the row:
// - idempotency keys: a client retries within minutes; kept a day.
// - sessions: an expired token is refused anyway.
// - login failures: counted only inside the throttle window.
// - provider events: a signature older than 5 minutes is refused anyway; kept a day.
// - unpaid expired deposits and KYC sessions: shown or looked up for a week.
// Paid deposits, withdrawals and the ledger are money records and stay.
import type { Queryable } from '../db/database.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface RetentionLimits {
  loginFailureWindowMs: number;
}

export type Purged = Record<
  'idempotencyKeys' | 'sessions' | 'loginFailures' | 'providerEvents' | 'deposits' | 'kycSessions',
  number
>;

export async function purgeExpired(
  db: Queryable,
  now: number,
  limits: RetentionLimits,
): Promise<Purged> {
  const before = (ms: number) => new Date(now - ms);
  const run = async (sql: string, at: Date) => (await db.query(sql, [at])).rowCount;
  return {
    idempotencyKeys: await run(
      "DELETE FROM idempotency_keys WHERE created_at < $1 AND state = 'done'",
      before(DAY_MS),
    ),
    sessions: await run('DELETE FROM sessions WHERE expires_at < $1', before(0)),
    loginFailures: await run(
      'DELETE FROM login_failures WHERE created_at < $1',
      before(limits.loginFailureWindowMs),
    ),
    providerEvents: await run('DELETE FROM provider_events WHERE received_at < $1', before(DAY_MS)),
    deposits: await run(
      "DELETE FROM deposits WHERE status = 'pending' AND expires_at < $1",
      before(7 * DAY_MS),
    ),
    kycSessions: await run('DELETE FROM kyc_sessions WHERE expires_at < $1', before(7 * DAY_MS)),
  };
}
