// Staff members for the back office's tests: created as `staff create` does,
// enrolled through the real routes on the ops listener, with the TOTP codes
// their phone would show computed from the enrolment's secret.
import type { StaffRole } from '@velas/domain/staff/permissions';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { newToken } from '#/auth/tokens.js';
import { createStaff } from '#/staff/staff-accounts.js';
import { insertStaffSession } from '#/staff/staff-repository.js';
import { staffCookieName } from '#/staff/staff-sessions.js';
import type { TestApp } from './test-app.js';

export const STAFF_PASSWORD = 'plácido-urso-amarelo-79-quarta';

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  secret: string;
  /** The `cookie` header of its open session. */
  cookie: string;
}

/** The ops origin the CSRF check expects on state-changing requests. */
export function opsOrigin(t: TestApp): string {
  return new URL(t.app.config.OPS_ORIGIN).origin;
}

/** `ops.inject` from the back office's own page (its origin), with `cookie` if given. */
export function injectOps(
  t: TestApp,
  request: InjectOptions,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return t.app.ops.inject({
    ...request,
    headers: {
      origin: opsOrigin(t),
      ...(cookie === undefined ? {} : { cookie }),
      ...request.headers,
    },
  });
}

/** The `name=value` of the staff session cookie an answer set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('velas_staff'));
  expect(cookie, 'a session cookie').toBeDefined();
  return `${cookie?.name ?? ''}=${cookie?.value ?? ''}`;
}

/** The code of `secret` at `now`, computed as the staff member's phone does (RFC 6238 defaults). */
export function totpCodeAt(secret: string, now: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now });
}

/** The next code of the app: the clock moves a step first, so no code is a replay of the last. */
export function nextTotp(t: TestApp, secret: string): string {
  t.clock.advance(30_000);
  return totpCodeAt(secret, t.clock.now());
}

export async function createEnrolledStaff(
  t: TestApp,
  role: StaffRole,
  email = `${role}-${String(Math.random()).slice(2, 10)}@velas.example.com`,
): Promise<TestStaff> {
  const created = await createStaff(t.db, t.app.config, {
    email,
    role,
    createdBy: 'test',
    now: t.clock.now(),
  });
  if (created === null) throw new Error(`${email} exists`);
  return { id: created.id, email, role, ...(await enrolWithLink(t, created.enrolmentLink)) };
}

/** Follows a one-time enrolment link as its owner does: password, then the app's first code. */
export async function enrolWithLink(
  t: TestApp,
  enrolmentLink: string,
): Promise<{ secret: string; cookie: string }> {
  const token = new URL(enrolmentLink).hash.replace('#token=', '');
  const started = await injectOps(t, {
    method: 'POST',
    url: '/ops-api/staff/enrolment',
    payload: { token, password: STAFF_PASSWORD },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { otpauthUri } = started.json<{ otpauthUri: string }>();
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const confirmed = await injectOps(t, {
    method: 'POST',
    url: '/ops-api/staff/enrolment/confirm',
    payload: { token, code: nextTotp(t, secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, cookie: sessionCookieOf(confirmed) };
}

/** Password then TOTP, as the sign-in screen does: the open session's cookie. */
export async function signInStaff(t: TestApp, staff: TestStaff): Promise<string> {
  const first = await injectOps(t, {
    method: 'POST',
    url: '/ops-api/staff/sign-in',
    payload: { email: staff.email, password: STAFF_PASSWORD },
  });
  expect(first.statusCode, first.body).toBe(200);
  const second = await injectOps(
    t,
    {
      method: 'POST',
      url: '/ops-api/staff/sign-in/totp',
      payload: { code: nextTotp(t, staff.secret) },
    },
    sessionCookieOf(first),
  );
  expect(second.statusCode, second.body).toBe(200);
  return sessionCookieOf(second);
}

/**
 * A session cookie of a new staff member of `role`, opened now without the
 * sign-in steps (they move the clock a TOTP step): for tests of what staff
 * read, not of how they sign in.
 */
export async function staffSessionCookie(t: TestApp, role: StaffRole): Promise<string> {
  const created = await createStaff(t.db, t.app.config, {
    email: `${role}-${String(Math.random()).slice(2, 10)}@velas.example.com`,
    role,
    createdBy: 'test',
    now: t.clock.now(),
  });
  if (created === null) throw new Error('staff e-mail taken');
  const { token, hash } = newToken();
  await insertStaffSession(t.db, {
    tokenHash: hash,
    staffId: created.id,
    stage: 'full',
    now: new Date(t.clock.now()),
  });
  return `${staffCookieName(t.app.config)}=${token}`;
}
