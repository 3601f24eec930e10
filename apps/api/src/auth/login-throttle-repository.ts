import type { Queryable } from '#/db/database.js';

export async function deleteAccountFailuresUpTo(
  db: Queryable,
  account: string,
  cutoff: Date,
): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1 AND created_at <= $2', [
    account,
    cutoff,
  ]);
}

interface InsertLoginAttemptInput {
  account: string;
  address: string;
  at: Date;
  deviceHash?: string | null;
}

/** The attempt's id. */
export async function insertLoginAttempt(
  db: Queryable,
  { account, address, at, deviceHash = null }: InsertLoginAttemptInput,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO login_failures (account, address, created_at, device_hash) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [account, address, at, deviceHash],
  );
  return rows[0]?.id ?? 0;
}

/** Only attempts without a trusted device: a trusted device's failures count against it alone. */
export interface FailureCounts {
  /** Attempts on the account from `address`, this one included. */
  fromAddress: number;
  /** Attempts on the account from anywhere, this one excluded, and the latest of them. */
  fromAll: number;
  latest: Date | null;
}

interface CountAccountFailuresInput {
  account: string;
  address: string;
  since: Date;
  attemptId: number;
}

export async function countAccountFailures(
  db: Queryable,
  { account, address, since, attemptId }: CountAccountFailuresInput,
): Promise<FailureCounts> {
  const { rows } = await db.query<{ from_address: number; from_all: number; latest: Date | null }>(
    `SELECT count(*) FILTER (WHERE address = $2) AS from_address,
            count(*) FILTER (WHERE id <> $4) AS from_all,
            max(created_at) FILTER (WHERE id <> $4) AS latest
     FROM login_failures WHERE account = $1 AND created_at > $3 AND device_hash IS NULL`,
    [account, address, since, attemptId],
  );
  const row = rows[0];
  return {
    fromAddress: row?.from_address ?? 0,
    fromAll: row?.from_all ?? 0,
    latest: row?.latest ?? null,
  };
}

/** The shared failures of the account: those of its trusted devices stay with them. */
export async function deleteAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1 AND device_hash IS NULL', [
    account,
  ]);
}

export async function deleteDeviceFailures(db: Queryable, deviceHash: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE device_hash = $1', [deviceHash]);
}

/** Refused attempts are not failures: their row goes. */
export async function deleteLoginAttempt(db: Queryable, attemptId: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = $1', [attemptId]);
}

export async function rememberKnownAddress(
  db: Queryable,
  account: string,
  address: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO login_known_addresses (account, address, last_success_at) VALUES ($1, $2, $3)
     ON CONFLICT (account, address) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
    [account, address, at],
  );
}

export async function isKnownAddress(
  db: Queryable,
  account: string,
  address: string,
  since: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM login_known_addresses WHERE account = $1 AND address = $2 AND last_success_at > $3',
    [account, address, since],
  );
  return rows.length > 0;
}

interface PurgeExpiredLoginFailuresInput {
  now: Date;
  /** The throttle's window: an older failure counts no more. */
  failureWindowMs: number;
}

/** Deletes the failures older than the throttle's window. */
export async function purgeExpiredLoginFailures(
  db: Queryable,
  { now, failureWindowMs }: PurgeExpiredLoginFailuresInput,
): Promise<number> {
  const cutoff = new Date(now.getTime() - failureWindowMs);
  return (await db.query('DELETE FROM login_failures WHERE created_at < $1', [cutoff])).rowCount;
}
