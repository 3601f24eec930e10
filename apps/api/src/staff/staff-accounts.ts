// A new account has no password and no second factor: its one-time enrolment
// link sets both.
import { HOUR_MS } from '@velas/domain/calendar';
import type { staffSummarySchema } from '@velas/domain/schemas/backoffice/staff';
import type { StaffRole } from '@velas/domain/staff/permissions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { z } from 'zod';
import { newToken } from '#/auth/tokens.js';
import type { OpsConfig } from '#/config/ops-config.js';
import type { StaffConfig } from '#/config/staff-config.js';
import type { Database, Queryable, Tx } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';
import type { StaffIdentity } from './route-access.js';
import { auditStaffAction } from './staff-audit.js';
import {
  deleteStaffSessionsOf,
  insertEnrolment,
  insertStaff,
  listStaff,
  setStaffDisabled,
} from './staff-repository.js';

export interface CreatedStaff {
  id: number;
  /**
   * The one-time link; the token is in the fragment, never in a log. The
   * `staff` command prints it; an account approved in the back office sends
   * it to the new member's own e-mail (backoffice/staff-accounts/staff-account-proposals.ts).
   */
  enrolmentLink: string;
  expiresAt: Date;
}

export type EnrolmentConfig = OpsConfig & StaffConfig;

interface CreateStaffInput {
  email: string;
  role: StaffRole;
  createdBy: string;
  now: number;
}

export function createStaff(
  db: Database,
  config: EnrolmentConfig,
  staff: CreateStaffInput,
): Promise<CreatedStaff | null> {
  return db.transaction((tx) => insertStaffWithEnrolment(tx, config, staff));
}

export async function insertStaffWithEnrolment(
  tx: Tx,
  config: EnrolmentConfig,
  staff: CreateStaffInput,
): Promise<CreatedStaff | null> {
  const email = normalStaffEmail(staff.email);
  const id = await insertStaff(tx, { ...staff, email, now: new Date(staff.now) });
  if (id === null) return null;
  const { token, hash } = newToken();
  const expiresAt = new Date(staff.now + config.STAFF_ENROLMENT_HOURS * HOUR_MS);
  await insertEnrolment(tx, hash, id, expiresAt);
  const enrolmentLink = `${new URL(config.OPS_ORIGIN).origin}/cadastro#token=${token}`;
  return { id, enrolmentLink, expiresAt };
}

export const normalStaffEmail = (email: string): string => email.trim().toLowerCase();

/** Disabling ends every session of the staff too. False: no such staff. */
async function setAccess(tx: Tx, id: number, disabledAt: Date | null): Promise<boolean> {
  if (!(await setStaffDisabled(tx, id, disabledAt))) return false;
  if (disabledAt !== null) await deleteStaffSessionsOf(tx, id);
  return true;
}

export function disableStaff(db: Database, id: number, now: number): Promise<boolean> {
  return db.transaction((tx) => setAccess(tx, id, new Date(now)));
}

export function enableStaff(db: Database, id: number): Promise<boolean> {
  return db.transaction((tx) => setAccess(tx, id, null));
}

interface ChangeStaffAccessInput {
  by: StaffIdentity;
  id: number;
  enabled: boolean;
  reason: string;
  at: number;
}

/**
 * An admin disables or enables another staff account in the back office: the
 * change and its audit row commit together or not at all.
 */
export async function changeStaffAccess(
  db: Database,
  change: ChangeStaffAccessInput,
): Promise<void> {
  if (!change.enabled && change.id === change.by.id)
    throw new Conflict(staffMessages.staffCannotDisableSelf);
  await db.transaction(async (tx) => {
    if (!(await setAccess(tx, change.id, change.enabled ? null : new Date(change.at))))
      throw new NotFound(staffMessages.staffNotFound);
    await auditStaffAction(tx, {
      staff: change.by,
      at: change.at,
      action: change.enabled ? 'staff_enabled' : 'staff_disabled',
      reason: change.reason,
      details: { targetStaffId: change.id },
    });
  });
}

export async function staffTeam(db: Queryable): Promise<z.infer<typeof staffSummarySchema>[]> {
  return (await listStaff(db)).map((staff) => ({
    id: staff.id,
    email: staff.email,
    role: staff.role,
    enrolled: staff.totpConfirmed,
    disabled: staff.disabled,
    createdAt: staff.createdAt.toISOString(),
  }));
}
