// Signed for the account, so it is worth nothing for another account and
// cannot be made up (OWASP's device cookies, docs/architecture.md#abuse-limits).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { LoginConfig } from '#/config/login-config.js';

export const DEVICE_COOKIE = 'velas_device';
/** Sent only to the sign-in calls: no other call reads it. */
export const DEVICE_COOKIE_PATH = '/api/auth';
/** Kept apart from any other use of the same key. */
const LABEL = 'velas device cookie v1';
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceKeys {
  /** Signs new cookies; the others only verify (a rotation, docs/operations/rotating-secrets.md#rotating-secrets). */
  signing: string;
  verifying: readonly string[];
}

export function deviceKeys(
  config: Pick<LoginConfig, 'DEVICE_COOKIE_SECRET' | 'DEVICE_COOKIE_SECRET_PREVIOUS'>,
): DeviceKeys {
  const signing = config.DEVICE_COOKIE_SECRET ?? randomBytes(32).toString('base64url');
  const previous = config.DEVICE_COOKIE_SECRET_PREVIOUS;
  return { signing, verifying: previous === undefined ? [signing] : [signing, previous] };
}

function signature(key: string, account: string, device: string): Buffer {
  return createHmac('sha256', key).update(`${LABEL}\n${account}\n${device}`).digest();
}

export function newDeviceCookie(
  keys: DeviceKeys,
  account: string,
): { device: string; value: string } {
  const device = randomBytes(16).toString('base64url');
  const signed = signature(keys.signing, account, device).toString('base64url');
  return { device, value: `${device}.${signed}` };
}

/** The device id of a cookie signed for `account`, or null (absent, malformed, forged, another account's). */
export function verifiedDevice(
  keys: DeviceKeys,
  account: string,
  value: string | undefined,
): string | null {
  const match = COOKIE_PATTERN.exec(value ?? '');
  if (match === null) return null;
  const [, device = '', signed = ''] = match;
  const presented = Buffer.from(signed, 'base64url');
  return keys.verifying.some((key) => {
    const expected = signature(key, account, device);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  })
    ? device
    : null;
}

/**
 * HttpOnly (no script reads it), Secure (Chromium and Firefox also keep
 * Secure cookies from http://localhost, the one plain-HTTP origin the app is
 * tried on; a browser that does not simply gets no trust, as before),
 * SameSite=Strict (no other site's page sends it along).
 */
export function deviceCookieOptions(maxAgeDays: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: maxAgeDays * 86_400,
  };
}
