// RFC 6238 (SHA-1, 6 digits, 30 s). One step either side of now for the
// phone's clock drift, and each step only once (staff-repository.ts claimTotpStep).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '#/db/database.js';
import { claimTotpStep } from './staff-repository.js';

const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Velas backoffice',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the authenticator app scans: the otpauth:// URI and its QR code as a PNG data URL. */
export async function totpEnrolment(
  secret: string,
  email: string,
): Promise<{ otpauthUri: string; qrDataUrl: string }> {
  const otpauthUri = totpOf(secret, email).toString();
  return { otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri) };
}

/**
 * True when `code` is the staff's code within the drift allowed and its step
 * is newer than any used before (taking it, so it never works again).
 */
export async function acceptTotp(
  db: Queryable,
  staff: { id: number; totpSecret: string | null },
  code: string,
  now: number,
): Promise<boolean> {
  if (staff.totpSecret === null) return false;
  const delta = totpOf(staff.totpSecret).validate({
    token: code,
    timestamp: now,
    window: DRIFT_STEPS,
  });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return claimTotpStep(db, staff.id, step);
}
