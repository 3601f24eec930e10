// The e-mailed sign-in link (docs/product/accounts.md#password-change-and-reset):
// used once, it signs in as the password does.
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { consumeLink } from '#/auth/one-time-links-repository.js';
import { issueToken, type IssuedToken } from '#/auth/sessions.js';
import { hashToken } from '#/auth/tokens.js';
import { Invalid } from '#/domain-errors.js';
import type { DeviceKeys } from './device-cookie.js';
import { trustedDevice, trustThisDevice } from './device-trust.js';

interface SignInWithLinkInput {
  /** The link's token, as the e-mail carried it. */
  token: string;
  /** The device cookie the browser came with, if any. */
  cookie: string | undefined;
  devices: DeviceKeys;
  now: number;
}

/** Uses up the link: a session token for its account, and a renewed device cookie on `reply`. */
export async function signInWithLink(
  app: FastifyInstance,
  reply: FastifyReply,
  input: SignInWithLinkInput,
): Promise<{ issued: IssuedToken; userId: number; email: string }> {
  const { config, db } = app;
  const { now } = input;
  const tokenHash = hashToken(input.token);
  const account = await consumeLink(db, 'sign_in_links', tokenHash, new Date(now));
  if (account === undefined)
    throw Invalid.field('token', authMessages.signInLinkInvalid, 'link_invalid');
  // The first sign-in of the São Paulo day consults the regulator's list;
  // it never refuses the sign-in (barred-list-checks/barred-list-checks.ts).
  await app.barredList.checks.atSignIn(account.id);
  const device = { keys: input.devices, account: account.email, now, config };
  const previous = await trustedDevice(db, { ...device, cookie: input.cookie });
  await trustThisDevice(db, reply, { ...device, previous });
  const issued = await issueToken(db, account.id, now, config.TOKEN_TTL_SECONDS);
  return { issued, userId: account.id, email: account.email };
}
