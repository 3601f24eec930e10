// Each step is one transaction, so a crash never leaves a used link without
// recovery codes.
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword } from '#/auth/passwords.js';
import { hashToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import { Gone } from '#/domain-errors.js';
import { newRecoveryCodes } from './recovery-codes.js';
import type { StaffIdentity } from './route-access.js';
import { auditStaffAction } from './staff-audit.js';
import { staffMe } from './staff-me.js';
import {
  confirmTotp,
  consumeEnrolment,
  enrolmentStaff,
  replaceRecoveryCodes,
  setCredentials,
  type StaffRecord,
} from './staff-repository.js';
import { openStaffSession } from './staff-sessions.js';
import { checkSecondStep } from './totp-check.js';
import { newTotpSecret, totpEnrolment } from './totp.js';

async function enrolmentOf(db: Database, tokenHash: string, now: number): Promise<StaffRecord> {
  const staff = await enrolmentStaff(db, tokenHash, new Date(now));
  if (staff === null) throw new Gone(staffMessages.staffEnrolmentInvalid);
  return staff;
}

interface StartEnrolmentInput {
  /** The invitation link's token. */
  token: string;
  password: string;
  scryptLogN: number;
  now: number;
}

/**
 * Sets the password and a new TOTP secret, returned as the QR code to scan.
 * Until confirmed the link starts again (a closed page, a lost QR); each
 * start is an audit row, so someone else racing the member with the link
 * shows. Gone when the link is used or expired.
 */
export async function startEnrolment(
  db: Database,
  start: StartEnrolmentInput,
): Promise<{ otpauthUri: string; qrDataUrl: string }> {
  const { password, now } = start;
  const staff = await enrolmentOf(db, hashToken(start.token), now);
  refuseGuessablePassword(password, [staff.email, ...staff.email.split('@')]);
  const passwordHash = await hashPassword(password, start.scryptLogN);
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    await setCredentials(tx, staff.id, passwordHash, secret);
    await auditStaffAction(tx, {
      staff: identityOf(staff),
      at: now,
      action: 'staff_enrolment_started',
    });
  });
  return totpEnrolment(secret, staff.email);
}

interface FinishEnrolmentInput {
  /** The invitation link's token. */
  token: string;
  /** The first code of the app just set up. */
  code: string;
  now: number;
}

/**
 * The link's second step: its password set, then the first code checked
 * (totp-check.ts). The recovery codes, a full session's token and who
 * enrolled.
 */
export async function finishEnrolment(
  app: FastifyInstance,
  request: FastifyRequest,
  { token, code, now }: FinishEnrolmentInput,
): Promise<{ recoveryCodes: string[]; sessionToken: string; staff: StaffMe }> {
  const { db } = app;
  const tokenHash = hashToken(token);
  const staff = await enrolmentOf(db, tokenHash, now);
  if (staff.passwordHash === null) throw new Gone(staffMessages.staffEnrolmentInvalid);
  await checkSecondStep(app, request, { staff, proof: { code }, during: 'enrolment' });
  const { recoveryCodes, sessionToken } = await completeEnrolment(db, { staff, tokenHash, now });
  return { recoveryCodes, sessionToken, staff: staffMe(staff) };
}

/**
 * After the first code matched (totp-check.ts): the link used up, the secret
 * confirmed, the recovery codes and a full session, all or nothing. Gone
 * when the link was used meanwhile.
 */
function completeEnrolment(
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
