import type { StaffRole } from '@velas/domain/staff/permissions';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';

export interface StaffRecord {
  id: number;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  totpSecret: string | null;
  totpConfirmed: boolean;
  disabled: boolean;
  createdAt: Date;
}

const staffColumns = selectColumns('staff', {
  id: 'id',
  email: 'email',
  role: 'role',
  passwordHash: 'password_hash',
  totpSecret: 'totp_secret',
  totpConfirmedAt: 'totp_confirmed_at',
  disabledAt: 'disabled_at',
  createdAt: 'created_at',
}).narrow<{ role: StaffRole }>();

function toRecord(row: RowOf<typeof staffColumns>): StaffRecord {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    passwordHash: row.passwordHash,
    totpSecret: row.totpSecret,
    totpConfirmed: row.totpConfirmedAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
  };
}

interface InsertStaffInput {
  email: string;
  role: StaffRole;
  createdBy: string;
  now: Date;
}

export async function insertStaff(db: Queryable, staff: InsertStaffInput): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO staff (email, role, created_at, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [staff.email, staff.role, staff.now, staff.createdBy],
  );
  return rows[0]?.id ?? null;
}

export async function staffByEmail(db: Queryable, email: string): Promise<StaffRecord | null> {
  const { rows } = await db.query<RowOf<typeof staffColumns>>(
    `SELECT ${staffColumns.sql} FROM staff WHERE email = $1`,
    [email],
  );
  return rows[0] === undefined ? null : toRecord(rows[0]);
}

export async function listStaff(db: Queryable): Promise<StaffRecord[]> {
  const { rows } = await db.query<RowOf<typeof staffColumns>>(
    `SELECT ${staffColumns.sql} FROM staff ORDER BY id`,
  );
  return rows.map(toRecord);
}

/** Disables (at `at`) or enables (null); false when there is no such staff. */
export async function setStaffDisabled(
  db: Queryable,
  id: number,
  at: Date | null,
): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE staff SET disabled_at = $2 WHERE id = $1', [id, at]);
  return rowCount > 0;
}

export async function insertEnrolment(
  db: Queryable,
  tokenHash: string,
  staffId: number,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO staff_enrolments (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)',
    [tokenHash, staffId, expiresAt],
  );
}

export async function enrolmentStaff(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<StaffRecord | null> {
  const { rows } = await db.query<RowOf<typeof staffColumns>>(
    `SELECT ${staffColumns.of('s')}
     FROM staff_enrolments e JOIN staff s ON s.id = e.staff_id
     WHERE e.token_hash = $1 AND e.used_at IS NULL AND e.expires_at > $2
       AND s.disabled_at IS NULL`,
    [tokenHash, now],
  );
  return rows[0] === undefined ? null : toRecord(rows[0]);
}

/** True for the one caller that used the link. */
export async function consumeEnrolment(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE staff_enrolments SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return rowCount > 0;
}

export async function setCredentials(
  db: Queryable,
  id: number,
  passwordHash: string,
  totpSecret: string,
): Promise<void> {
  await db.query(
    `UPDATE staff SET password_hash = $2, totp_secret = $3, totp_confirmed_at = NULL,
       totp_last_step = 0
     WHERE id = $1`,
    [id, passwordHash, totpSecret],
  );
}

export async function confirmTotp(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE staff SET totp_confirmed_at = $2 WHERE id = $1', [id, now]);
}

/**
 * Takes a TOTP time step for the staff: true only when it is newer than every
 * step accepted before, so a code seen once (on the wire, over a shoulder)
 * never works again, not even within its own 30 seconds.
 */
export async function claimTotpStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2',
    [id, step],
  );
  return rowCount > 0;
}

/** The old codes go and the new ones come in one transaction: never none, never both. */
export async function replaceRecoveryCodes(
  tx: Tx,
  staffId: number,
  hashes: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  for (const hash of hashes)
    await tx.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
      staffId,
      hash,
    ]);
}

/** True for the one caller that used the code. */
export async function redeemRecoveryCode(
  db: Queryable,
  staffId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE staff_recovery_codes SET used_at = $3
     WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [staffId, hash, now],
  );
  return rowCount > 0;
}

export type SessionStage = 'totp' | 'full';

interface InsertStaffSessionInput {
  tokenHash: string;
  staffId: number;
  stage: SessionStage;
  now: Date;
}

export async function insertStaffSession(
  db: Queryable,
  { tokenHash, staffId, stage, now }: InsertStaffSessionInput,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, stage, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [tokenHash, staffId, stage, now],
  );
}

export interface StaffSessionRow {
  staff: StaffRecord;
  stage: SessionStage;
  createdAt: Date;
  lastSeenAt: Date;
}

const sessionColumns = selectColumns('staff_sessions', {
  stage: 'stage',
  sessionCreatedAt: 'created_at',
  lastSeenAt: 'last_seen_at',
}).narrow<{ stage: SessionStage }>();

export async function staffSession(
  db: Queryable,
  tokenHash: string,
): Promise<StaffSessionRow | null> {
  const { rows } = await db.query<RowOf<typeof staffColumns> & RowOf<typeof sessionColumns>>(
    `SELECT ${staffColumns.of('s')}, ${sessionColumns.of('t')}
     FROM staff_sessions t JOIN staff s ON s.id = t.staff_id
     WHERE t.token_hash = $1 AND s.disabled_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    staff: toRecord(row),
    stage: row.stage,
    createdAt: row.sessionCreatedAt,
    lastSeenAt: row.lastSeenAt,
  };
}

export async function touchStaffSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE token_hash = $1', [
    tokenHash,
    now,
  ]);
}

export async function deleteStaffSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteStaffSessionsOf(db: Queryable, staffId: number): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
}

/**
 * Forgets the password, the TOTP secret and the recovery codes (a credential
 * reset): the account signs in again only through a new enrolment link.
 * False when there is no such staff.
 */
export async function clearCredentials(tx: Tx, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE staff SET password_hash = NULL, totp_secret = NULL, totp_confirmed_at = NULL
     WHERE id = $1`,
    [id],
  );
  await tx.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
  // A link sent earlier and not yet used must not set credentials over the reset.
  await tx.query(
    'UPDATE staff_enrolments SET used_at = $2 WHERE staff_id = $1 AND used_at IS NULL',
    [id, now],
  );
  return rowCount > 0;
}

export async function deleteUnusedStaff(tx: Tx, id: number): Promise<void> {
  await tx.query('DELETE FROM staff_enrolments WHERE staff_id = $1', [id]);
  await tx.query('DELETE FROM staff WHERE id = $1 AND password_hash IS NULL', [id]);
}

/**
 * Deletes the sessions idle for `idleMs` before `now` (staff-sessions.ts):
 * the guard refuses them already.
 */
export async function purgeIdleStaffSessions(
  db: Queryable,
  { now, idleMs }: { now: Date; idleMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMs);
  return (await db.query('DELETE FROM staff_sessions WHERE last_seen_at < $1', [cutoff])).rowCount;
}
