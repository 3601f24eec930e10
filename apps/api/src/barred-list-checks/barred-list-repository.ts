// The impedidos checks' tables (db/migrations/200_impedidos_checks.sql).
import type { NewAccount } from '#/accounts/accounts-repository.js';
import type { Queryable } from '#/db/database.js';
import type { BarredListAnswer } from '#/providers/barred-list.js';

export type CheckTrigger = 'registration' | 'daily_sign_in' | 'sweep' | 'retry';
export type CheckOutcome = 'clear' | 'barred' | 'unavailable';

export interface CheckRecord {
  userId: number | null;
  pendingRegistrationId: number | null;
  cpf: string;
  checkedAt: number;
  trigger: CheckTrigger;
  outcome: CheckOutcome;
  answer: BarredListAnswer | null;
  failure: string | null;
}

export async function insertCheck(db: Queryable, check: CheckRecord): Promise<void> {
  const verdicts =
    check.answer === null
      ? null
      : JSON.stringify(
          Object.fromEntries(check.answer.bases.map((entry) => [entry.base, entry.barred])),
        );
  await db.query(
    `INSERT INTO impedidos_checks
       (user_id, pending_registration_id, cpf, checked_at, trigger, outcome, answered_at, verdicts, failure)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      check.userId,
      check.pendingRegistrationId,
      check.cpf,
      new Date(check.checkedAt),
      check.trigger,
      check.outcome,
      check.answer === null ? null : new Date(check.answer.answeredAt),
      verdicts,
      check.failure,
    ],
  );
}

/** The account answered: its next daily and 15-day checks count from `at`. */
export async function markAccountChecked(db: Queryable, userId: number, at: number): Promise<void> {
  await db.query(
    `INSERT INTO impedidos_account_state (user_id, last_checked_at, retry_due) VALUES ($1, $2, false)
     ON CONFLICT (user_id) DO UPDATE SET last_checked_at = GREATEST(impedidos_account_state.last_checked_at, EXCLUDED.last_checked_at), retry_due = false`,
    [userId, new Date(at)],
  );
}

/** A check is owed: the provider did not answer when it was due. */
export async function markRetryDue(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO impedidos_account_state (user_id, retry_due) VALUES ($1, true)
     ON CONFLICT (user_id) DO UPDATE SET retry_due = true`,
    [userId],
  );
}

export interface AccountToCheck {
  userId: number;
  cpf: string;
  lastCheckedAt: number | null;
}

export async function accountToCheck(db: Queryable, userId: number): Promise<AccountToCheck> {
  const { rows } = await db.query<{ id: number; cpf: string; last_checked_at: Date | null }>(
    `SELECT u.id, u.cpf, s.last_checked_at FROM users u
       LEFT JOIN impedidos_account_state s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`no account ${String(userId)}`);
  return { userId: row.id, cpf: row.cpf, lastCheckedAt: row.last_checked_at?.getTime() ?? null };
}

/** Open accounts a sign-in found the provider down for, oldest first. */
export async function accountsWithRetryDue(
  db: Queryable,
  limit: number,
): Promise<AccountToCheck[]> {
  const { rows } = await db.query<{ id: number; cpf: string; last_checked_at: Date | null }>(
    `SELECT u.id, u.cpf, s.last_checked_at FROM impedidos_account_state s
       JOIN users u ON u.id = s.user_id
      WHERE s.retry_due AND u.closed_at IS NULL
      ORDER BY s.last_checked_at NULLS FIRST, u.id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    userId: row.id,
    cpf: row.cpf,
    lastCheckedAt: row.last_checked_at?.getTime() ?? null,
  }));
}

/** Open accounts never checked or last checked at or before `cutoff`, the most overdue first. */
export async function accountsCheckedBefore(
  db: Queryable,
  cutoff: number,
  limit: number,
): Promise<AccountToCheck[]> {
  const { rows } = await db.query<{ id: number; cpf: string; last_checked_at: Date | null }>(
    `SELECT u.id, u.cpf, s.last_checked_at FROM users u
       LEFT JOIN impedidos_account_state s ON s.user_id = u.id
      WHERE u.closed_at IS NULL AND (s.last_checked_at IS NULL OR s.last_checked_at <= $1)
      ORDER BY s.last_checked_at NULLS FIRST, u.id LIMIT $2`,
    [new Date(cutoff), limit],
  );
  return rows.map((row) => ({
    userId: row.id,
    cpf: row.cpf,
    lastCheckedAt: row.last_checked_at?.getTime() ?? null,
  }));
}

export async function countAccountsCheckedBefore(db: Queryable, cutoff: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users u
       LEFT JOIN impedidos_account_state s ON s.user_id = u.id
      WHERE u.closed_at IS NULL AND (s.last_checked_at IS NULL OR s.last_checked_at <= $1)`,
    [new Date(cutoff)],
  );
  return rows[0]?.count ?? 0;
}

/** A registration kept until the regulator's list answers: the account it becomes, and its limits. */
export interface PendingRegistration extends Pick<
  NewAccount,
  'email' | 'passwordHash' | 'name' | 'cpf' | 'birthday' | 'phone'
> {
  id: number;
  /** The limits the form chose (limitsSchema output), or null. */
  limits: unknown;
  createdAt: number;
  attempts: number;
}

export async function insertPendingRegistration(
  db: Queryable,
  pending: Omit<PendingRegistration, 'id' | 'attempts'> & { nextAttemptAt: number },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pending_registrations
       (email, password_hash, name, cpf, birth_date, phone, limits, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id::int AS id`,
    [
      pending.email,
      pending.passwordHash,
      pending.name,
      pending.cpf,
      pending.birthday,
      pending.phone,
      pending.limits === null ? null : JSON.stringify(pending.limits),
      new Date(pending.createdAt),
      new Date(pending.nextAttemptAt),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('pending registration not stored');
  return id;
}

export async function duePendingRegistrations(
  db: Queryable,
  now: number,
  limit: number,
): Promise<PendingRegistration[]> {
  const { rows } = await db.query<{
    id: number;
    email: string;
    password_hash: string;
    name: string;
    cpf: string;
    birth_date: string;
    phone: string;
    /** The limits the form chose (limitsSchema output), or null. */
    limits: unknown;
    created_at: Date;
    attempts: number;
  }>(
    `SELECT id::int AS id, email, password_hash, name, cpf, birth_date::text AS birth_date, phone,
            limits, created_at, attempts
       FROM pending_registrations WHERE next_attempt_at <= $1
      ORDER BY next_attempt_at, id LIMIT $2`,
    [new Date(now), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    name: row.name,
    cpf: row.cpf,
    birthday: row.birth_date,
    phone: row.phone,
    limits: row.limits,
    createdAt: row.created_at.getTime(),
    attempts: row.attempts,
  }));
}

export async function reschedulePendingRegistration(
  db: Queryable,
  id: number,
  nextAttemptAt: number,
): Promise<void> {
  await db.query(
    'UPDATE pending_registrations SET next_attempt_at = $2, attempts = attempts + 1 WHERE id = $1',
    [id, new Date(nextAttemptAt)],
  );
}

/** Gone once resolved: its password hash is kept no longer than needed. */
export async function deletePendingRegistration(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM pending_registrations WHERE id = $1 RETURNING id', [
    id,
  ]);
  return rows.length > 0;
}
