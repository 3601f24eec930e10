// A TOTP code offered by a staff member, throttled like a password
// (platform/login-throttle.ts) under its own account key: six digits are
// guessed in far fewer tries than a password, so failures count the same way.
import { messages } from '@velas/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../http/address-key.js';
import { HttpError } from '../http/http-error.js';
import { claimLoginAttempt, clearLoginFailures } from '../platform/login-throttle.js';
import { acceptTotp } from './totp.js';

export const totpThrottleAccount = (staffId: number): string => `staff-totp:${String(staffId)}`;

/** Throws 429 while throttled, 401/403 (`status`) when the code is wrong or used. */
export async function checkTotpCode(
  app: FastifyInstance,
  request: FastifyRequest,
  staff: { id: number; totpSecret: string | null },
  code: string,
  status: 401 | 403,
): Promise<void> {
  const now = app.clock();
  const account = totpThrottleAccount(staff.id);
  const address = addressKey(request.ip);
  const attempt = await claimLoginAttempt(app.db, account, address, now, app.config);
  if (!attempt.allowed) throw new HttpError(429, messages.tooManyLoginAttempts);
  if (!(await acceptTotp(app.db, staff, code, now)))
    throw HttpError.field(status, 'totp', messages.staffTotpInvalid);
  await clearLoginFailures(app.db, account, address, now);
}
