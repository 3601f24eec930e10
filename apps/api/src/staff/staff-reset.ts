// A staff member's credentials reset (docs/operations.md#the-first-admin):
// a lost phone, a password that may have leaked, a second step locked by
// someone else's guesses. In one transaction the password, the TOTP secret
// and the recovery codes are forgotten, every session of the member ends and
// any unused enrolment link stops working, and the second step's lock
// (totp-check.ts) is lifted; a new one-time link is made, on
// which the member chooses a new password and scans a new QR code.
import { HOUR_MS } from '@velas/domain/calendar';
import { deleteAccountFailures } from '../auth/index.js';
import { newToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import type { Config } from '../env.js';
import type { CreatedStaff } from './staff-accounts.js';
import { clearCredentials, deleteStaffSessionsOf, insertEnrolment } from './staff-repository.js';
import { totpThrottleAccount } from './totp-check.js';

/** The new enrolment link; null when there is no such staff. */
export async function resetStaffCredentials(
  db: Database,
  config: Pick<Config, 'OPS_ORIGIN' | 'STAFF_ENROLMENT_HOURS'>,
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
