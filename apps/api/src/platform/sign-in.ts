// A player's sign-in with e-mail and password (docs/product/accounts.md#accounts-and-sign-in).
// The order is the refusal's safety: the throttle before any work, the same
// scrypt for an unknown e-mail as for a wrong password, and a closed account
// said only to whoever knows its password.
import { authMessages } from '@velas/domain/messages/auth';
import { kycMessages } from '@velas/domain/messages/kyc';
import { protectionRefusals } from '@velas/domain/protection';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findCredentials } from '#/accounts/accounts-repository.js';
import { claimLoginAttempt, clearLoginFailures } from '#/auth/login-throttle.js';
import { verifyPassword } from '#/auth/passwords.js';
import { issueToken, type IssuedToken } from '#/auth/sessions.js';
import { Forbidden, Throttled, Unauthenticated } from '#/domain-errors.js';
import type { DeviceKeys } from './device-cookie.js';
import { trustedDevice, trustThisDevice } from './device-trust.js';

interface SignInInput {
  email: string;
  password: string;
  /** The requester's address as the throttle keys it (http/address-key.ts). */
  address: string;
  /** The device cookie the browser came with, if any. */
  cookie: string | undefined;
  devices: DeviceKeys;
  /** Compared against when the e-mail is unknown, so both failures take as long. */
  decoy: () => Promise<string>;
  now: number;
}

/**
 * Throttled, then the password checked, then the account's state: a session
 * token, and a renewed device cookie on `reply`.
 */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  input: SignInInput,
): Promise<IssuedToken> {
  const { config, db } = app;
  const { devices: keys, cookie, now } = input;
  const login = { account: input.email, address: input.address, now, config };
  const device = await trustedDevice(db, { ...login, keys, cookie });
  const attempt = await claimLoginAttempt(db, { ...login, device });
  if (!attempt.allowed) {
    app.metrics.loginThrottled.inc();
    throw new Throttled(authMessages.tooManyLoginAttempts);
  }

  const user = await findCredentials(db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await input.decoy()));
  // The attempt was recorded as a failure before the check; it stays one.
  if (user === null || !matches) throw new Unauthenticated(authMessages.loginFailed);
  // Said only to whoever knows the password; anyone else gets the usual failure.
  if (user.closedAt !== null)
    throw new Forbidden(
      user.closedReason === 'cpf_claimed'
        ? kycMessages.accountClosedByCpfClaim
        : protectionRefusals.accountClosed,
    );
  // The first sign-in of the São Paulo day consults the regulator's list;
  // it never refuses the sign-in (barred-list-checks/barred-list-checks.ts).
  await app.barredList.checks.atSignIn(user.id);
  await clearLoginFailures(db, { ...login, device: attempt.device });
  await trustThisDevice(db, reply, { ...login, keys, previous: attempt.device });
  return issueToken(db, user.id, now, config.TOKEN_TTL_SECONDS);
}
