// The deletes of the retention job, one per table; retention.ts says how old is too old.
import type { Queryable } from '../db/database.js';

const DELETE_BEFORE = {
  idempotencyKeys: "DELETE FROM idempotency_keys WHERE created_at < $1 AND state = 'done'",
  sessions: 'DELETE FROM sessions WHERE expires_at < $1',
  loginFailures: 'DELETE FROM login_failures WHERE created_at < $1',
  providerEvents: 'DELETE FROM provider_events WHERE received_at < $1',
  deposits: "DELETE FROM deposits WHERE status = 'pending' AND expires_at < $1",
  kycSessions: 'DELETE FROM kyc_sessions WHERE expires_at < $1',
  trustedDevices: 'DELETE FROM trusted_devices WHERE last_success_at < $1',
  signInLinks: 'DELETE FROM sign_in_links WHERE expires_at < $1',
} as const;

export type PurgedTable = keyof typeof DELETE_BEFORE;

/** How many rows of `table` older than `cutoff` (by its own date column) were deleted. */
export async function deleteBefore(
  db: Queryable,
  table: PurgedTable,
  cutoff: Date,
): Promise<number> {
  return (await db.query(DELETE_BEFORE[table], [cutoff])).rowCount;
}
