import { HOUR_MS } from '@velas/domain/calendar';
import { deleteAccountFailures } from '#/auth/login-throttle-repository.js';
import { newToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import type { CreatedStaff, EnrolmentConfig } from './staff-accounts.js';
import { clearCredentials, deleteStaffSessionsOf, insertEnrolment } from './staff-repository.js';
import { totpThrottleAccount } from './totp-check.js';

/** The new enrolment link; null when there is no such staff. */
export async function resetStaffCredentials(
  db: Database,
  config: EnrolmentConfig,
  staffId: number,
  now: number,
): Promise<CreatedStaff | null> {
  return db.transaction(async (tx) => {
    if (!(await clearCredentials(tx, staffId, new Date(now)))) return null;
    await deleteStaffSessionsOf(tx, staffId);
    // The new second step starts unlocked: the guesses that locked the old one are moot.
    await deleteAccountFailures(tx, totpThrottleAccount(staffId));
    const { token, hash } = newToken();
    const expiresAt = new Date(now + config.STAFF_ENROLMENT_HOURS * HOUR_MS);
    await insertEnrolment(tx, hash, staffId, expiresAt);
    const enrolmentLink = `${new URL(config.OPS_ORIGIN).origin}/cadastro#token=${token}`;
    return { id: staffId, enrolmentLink, expiresAt };
  });
}
