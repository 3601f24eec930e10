// Devices are stored by hash.
import type { Queryable } from '#/db/database.js';

export async function isTrustedDevice(
  db: Queryable,
  deviceHash: string,
  account: string,
  since: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM trusted_devices WHERE device_hash = $1 AND account = $2 AND last_success_at > $3',
    [deviceHash, account, since],
  );
  return rows.length > 0;
}

export async function insertTrustedDevice(
  db: Queryable,
  deviceHash: string,
  account: string,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO trusted_devices (device_hash, account, last_success_at) VALUES ($1, $2, $3)',
    [deviceHash, account, at],
  );
}

/**
 * A forgotten device is judged like any other browser. Its failures stay until
 * they age out: deleting them would let a concurrent attempt of the same
 * cookie, already judged trusted, count from zero again.
 */
export async function deleteTrustedDevice(db: Queryable, deviceHash: string): Promise<void> {
  await db.query('DELETE FROM trusted_devices WHERE device_hash = $1', [deviceHash]);
}

/**
 * Every browser the account trusts is forgotten when its security changes: a
 * browser an intruder signed in from must not keep skipping the slowdown.
 */
export async function forgetAccountDevices(db: Queryable, userId: number): Promise<void> {
  await db.query(
    'DELETE FROM trusted_devices WHERE account = (SELECT email FROM users WHERE id = $1)',
    [userId],
  );
}

export async function countDeviceFailures(
  db: Queryable,
  deviceHash: string,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM login_failures WHERE device_hash = $1 AND created_at > $2',
    [deviceHash, since],
  );
  return Number(rows[0]?.count ?? 0);
}

interface PurgeExpiredTrustedDevicesInput {
  now: Date;
  /** How long a device stays trusted after its last sign-in. */
  trustedMs: number;
}

/** Deletes the devices no longer trusted: their last sign-in is older than `trustedMs`. */
export async function purgeExpiredTrustedDevices(
  db: Queryable,
  { now, trustedMs }: PurgeExpiredTrustedDevicesInput,
): Promise<number> {
  const cutoff = new Date(now.getTime() - trustedMs);
  return (await db.query('DELETE FROM trusted_devices WHERE last_success_at < $1', [cutoff]))
    .rowCount;
}
