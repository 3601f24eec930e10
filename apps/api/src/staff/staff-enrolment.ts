// Each step is one transaction, so a crash never leaves a used link without
// recovery codes.
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword } from '#/auth/passwords.js';
import type { Database } from '#/db/database.js';
import { Gone } from '#/domain-errors.js';
import { newRecoveryCodes } from './recovery-codes.js';
import type { StaffIdentity } from './route-access.js';
import { auditStaffAction } from './staff-audit.js';
import {
  confirmTotp,
  consumeEnrolment,
  enrolmentStaff,
  replaceRecoveryCodes,
  setCredentials,
  type StaffRecord,
} from './staff-repository.js';
import { openStaffSession } from './staff-sessions.js';
import { newTotpSecret } from './totp.js';

export async function enrolmentOf(
  db: Database,
  tokenHash: string,
  now: number,
): Promise<StaffRecord> {
  const staff = await enrolmentStaff(db, tokenHash, new Date(now));
  if (staff === null) throw new Gone(staffMessages.staffEnrolmentInvalid);
  return staff;
}

interface StartEnrolmentInput {
  staff: StaffRecord;
  password: string;
  scryptLogN: number;
  now: number;
}

/**
 * Sets the password and a new TOTP secret, returned for the QR code. Until
 * confirmed the link starts again (a closed page, a lost QR); each start is
 * an audit row, so someone else racing the member with the link shows.
 */
export async function startEnrolment(db: Database, start: StartEnrolmentInput): Promise<string> {
  const { staff, password } = start;
  refuseGuessablePassword(password, [staff.email, ...staff.email.split('@')]);
  const passwordHash = await hashPassword(password, start.scryptLogN);
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    await setCredentials(tx, staff.id, passwordHash, secret);
    await auditStaffAction(tx, {
      staff: identityOf(staff),
      at: start.now,
      action: 'staff_enrolment_started',
    });
  });
  return secret;
}

/**
 * After the first code matched (totp-check.ts): the link used up, the secret
 * confirmed, the recovery codes and a full session, all or nothing. Gone
 * when the link was used meanwhile.
 */
export function finishEnrolment(
  db: Database,
  finish: { staff: StaffRecord; tokenHash: string; now: number },
): Promise<{ recoveryCodes: string[]; sessionToken: string }> {
  const { staff, now } = finish;
  return db.transaction(async (tx) => {
    if (!(await consumeEnrolment(tx, finish.tokenHash, new Date(now))))
      throw new Gone(staffMessages.staffEnrolmentInvalid);
    await confirmTotp(tx, staff.id, new Date(now));
    const { codes, hashes } = newRecoveryCodes();
    await replaceRecoveryCodes(tx, staff.id, hashes);
    const sessionToken = await openStaffSession(tx, staff.id, 'full', now);
    await auditStaffAction(tx, { staff: identityOf(staff), at: now, action: 'staff_enrolled' });
    return { recoveryCodes: codes, sessionToken };
  });
}

export const identityOf = (staff: Pick<StaffRecord, 'id' | 'email' | 'role'>): StaffIdentity => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
});
