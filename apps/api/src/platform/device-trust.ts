// Every sign-in renews the cookie, so a copied one stops at the owner's next visit.
import { createHash } from 'node:crypto';
import { DAY_MS } from '@velas/domain/calendar';
import type { FastifyReply } from 'fastify';
import {
  deleteTrustedDevice,
  insertTrustedDevice,
  isTrustedDevice,
} from '#/auth/device-trust-repository.js';
import type { LoginConfig } from '#/config/login-config.js';
import type { Queryable } from '#/db/database.js';
import {
  DEVICE_COOKIE,
  deviceCookieOptions,
  newDeviceCookie,
  verifiedDevice,
  type DeviceKeys,
} from './device-cookie.js';

function deviceHash(device: string): string {
  return createHash('sha256').update(device).digest('hex');
}

interface TrustedDeviceInput {
  keys: DeviceKeys;
  account: string;
  cookie: string | undefined;
  now: number;
  config: LoginConfig;
}

/** The hash of the trusted device the cookie names for `account`, or null. */
export async function trustedDevice(
  db: Queryable,
  { keys, account, cookie, now, config }: TrustedDeviceInput,
): Promise<string | null> {
  if (config.LOGIN_TRUSTED_DEVICE_DAYS === 0) return null;
  const device = verifiedDevice(keys, account, cookie);
  if (device === null) return null;
  const hash = deviceHash(device);
  const since = new Date(now - config.LOGIN_TRUSTED_DEVICE_DAYS * DAY_MS);
  return (await isTrustedDevice(db, hash, account, since)) ? hash : null;
}

interface TrustThisDeviceInput {
  keys: DeviceKeys;
  account: string;
  previous: string | null;
  now: number;
  config: LoginConfig;
}

/**
 * After a sign-in: the browser gets a new device cookie for `account`; the
 * one it came with (`previous`, when trusted) is forgotten.
 */
export async function trustThisDevice(
  db: Queryable,
  reply: FastifyReply,
  { keys, account, previous, now, config }: TrustThisDeviceInput,
): Promise<void> {
  if (config.LOGIN_TRUSTED_DEVICE_DAYS === 0) return;
  if (previous !== null) await deleteTrustedDevice(db, previous);
  const { device, value } = newDeviceCookie(keys, account);
  await insertTrustedDevice(db, deviceHash(device), account, new Date(now));
  void reply.setCookie(DEVICE_COOKIE, value, deviceCookieOptions(config.LOGIN_TRUSTED_DEVICE_DAYS));
}
