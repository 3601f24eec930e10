// The deletes of the retention job, one per table; retention.ts says how old is too old.
import type { Queryable } from '#/db/database.js';

const DELETE_BEFORE = {
  idempotencyKeys: "DELETE FROM idempotency_keys WHERE created_at < $1 AND state = 'done'",
  sessions: 'DELETE FROM sessions WHERE expires_at < $1',
  loginFailures: 'DELETE FROM login_failures WHERE created_at < $1',
  accountBudgetWindows: 'DELETE FROM account_budget_windows WHERE window_start < $1',
  providerEvents: 'DELETE FROM provider_events WHERE received_at < $1',
  // A charge a payment names stays: it is that money's record (wallet/received-payments.ts).
  deposits: `DELETE FROM deposits d WHERE d.status = 'pending' AND d.expires_at < $1
              AND NOT EXISTS (SELECT 1 FROM received_payments r WHERE r.charge_id = d.id)`,
  kycSessions: 'DELETE FROM kyc_sessions WHERE expires_at < $1',
  cpfHolderNotices: 'DELETE FROM cpf_holder_notices WHERE sent_at < $1',
  trustedDevices: 'DELETE FROM trusted_devices WHERE last_success_at < $1',
  // Idle past their end (staff/staff-sessions.ts); the guard refuses them already.
  staffSessions: 'DELETE FROM staff_sessions WHERE last_seen_at < $1',
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
