// Creating, disabling and enabling staff accounts: the same rules for the
// `staff` command and the admin's routes (docs/operations.md#back-office).
// A new account has no password and no second factor: its one-time
// enrolment link sets both.
import type { StaffRole } from '@velas/domain/backoffice/permissions';
import { newToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import type { Config } from '../env.js';
import {
  deleteStaffSessionsOf,
  insertEnrolment,
  insertStaff,
  setStaffDisabled,
} from './staff-repository.js';

const HOUR_MS = 3_600_000;

export interface CreatedStaff {
  id: number;
  /** Shown once, to the person who creates the account; the token is in the fragment, never in a log. */
  enrolmentLink: string;
  expiresAt: Date;
}

/** Null when a staff member already has the e-mail. */
export async function createStaff(
  db: Database,
  config: Pick<Config, 'OPS_ORIGIN' | 'STAFF_ENROLMENT_HOURS'>,
  staff: { email: string; role: StaffRole; createdBy: string; now: number },
): Promise<CreatedStaff | null> {
  const email = staff.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const id = await insertStaff(tx, { ...staff, email, now: new Date(staff.now) });
    if (id === null) return null;
    const { token, hash } = newToken();
    const expiresAt = new Date(staff.now + config.STAFF_ENROLMENT_HOURS * HOUR_MS);
    await insertEnrolment(tx, hash, id, expiresAt);
    const enrolmentLink = `${new URL(config.OPS_ORIGIN).origin}/cadastro#token=${token}`;
    return { id, enrolmentLink, expiresAt };
  });
}

/** Every session of the staff ends in the same transaction. False: no such staff. */
export async function disableStaff(db: Database, id: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setStaffDisabled(tx, id, new Date(now)))) return false;
    await deleteStaffSessionsOf(tx, id);
    return true;
  });
}

export function enableStaff(db: Database, id: number): Promise<boolean> {
  return setStaffDisabled(db, id, null);
}
