// The writes of a staff sign-in that went right (docs/operations.md#signing-in),
// each step's in one transaction: the refusals' own rows (the throttle's
// attempt, the failure's audit row) are written apart, before, so a refusal
// leaves them whatever happens next.
import { clearLoginFailures } from '../auth/login-throttle.js';
import type { Database } from '../db/database.js';
import type { StaffIdentity } from './route-access.js';
import { auditStaffAction } from './staff-audit.js';
import { deleteStaffSession } from './staff-repository.js';
import { openStaffSession } from './staff-sessions.js';

/** The password matched: the failures counted against it go, a session waits for the code. */
export function openPasswordStep(
  db: Database,
  step: { staffId: number; throttle: { account: string; address: string }; now: number },
): Promise<string> {
  const { account, address } = step.throttle;
  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, account, address, step.now);
    return openStaffSession(tx, step.staffId, 'totp', step.now);
  });
}

/**
 * The second step matched: a new token for the open session (the one that
 * waited for the code never opens anything), and the sign-in's audit row.
 */
export function openSignedInSession(
  db: Database,
  step: {
    staff: StaffIdentity;
    pendingTokenHash: string;
    with: 'totp' | 'recovery_code';
    now: number;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await deleteStaffSession(tx, step.pendingTokenHash);
    const token = await openStaffSession(tx, step.staff.id, 'full', step.now);
    await auditStaffAction(tx, {
      staff: step.staff,
      at: step.now,
      action: 'staff_signed_in',
      details: { with: step.with },
    });
    return token;
  });
}
