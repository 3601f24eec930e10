// How long a staff session lives (docs/operations/back-office.md#signing-in): a stolen
// session kept busy does not outlive STAFF_SESSION_MAX_HOURS; and a
// credentials reset (`staff reset`) ends every session of the member and
// makes the old password and TOTP secret worthless.
import { describe, expect, it } from 'vitest';
import {
  STAFF_PASSWORD,
  createEnrolledStaff,
  injectOps,
  nextTotp,
  sessionCookieOf,
  signInStaff,
} from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';
import { resetStaffCredentials } from './staff-reset.js';
import { STAFF_IDLE_MS } from './staff-sessions.js';

describe('staff session lifetime', () => {
  const t = useTestApp();
  const me = (cookie: string) => injectOps(t, { url: '/ops-api/staff/me' }, cookie);

  it('a session kept busy ends STAFF_SESSION_MAX_HOURS after it opened', async () => {
    const finance = await createEnrolledStaff(t, 'finance');
    const cookie = await signInStaff(t, finance);
    const lifetimeMs = t.app.config.STAFF_SESSION_MAX_HOURS * 3_600_000;
    const step = STAFF_IDLE_MS / 2;
    let busyFor = 0;
    while (busyFor + step < lifetimeMs) {
      t.clock.advance(step);
      busyFor += step;
      expect((await me(cookie)).statusCode, `after ${String(busyFor)} ms`).toBe(200);
    }
    t.clock.advance(lifetimeMs - busyFor);
    expect((await me(cookie)).statusCode).toBe(401);
    // Signing in again opens a new session, with its own lifetime.
    expect((await me(await signInStaff(t, finance))).statusCode).toBe(200);
  });

  it('a credentials reset ends every session; the old password and code open nothing', async () => {
    const support = await createEnrolledStaff(t, 'support');
    const other = await signInStaff(t, support);
    const reset = await resetStaffCredentials(t.db, t.app.config, support.id, t.clock.now());
    expect(reset).not.toBeNull();
    expect((await me(support.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const signIn = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/sign-in',
      payload: { email: support.email, password: STAFF_PASSWORD },
    });
    expect(signIn.statusCode, 'the old password').toBe(401);

    // The new link enrols a new password and a new secret; the old secret's codes are worthless.
    const token = new URL(reset?.enrolmentLink ?? '').hash.replace('#token=', '');
    const started = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment',
      payload: { token, password: 'outra-senha-longa-de-verdade-42' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const secret =
      new URL(started.json<{ otpauthUri: string }>().otpauthUri).searchParams.get('secret') ?? '';
    expect(secret).not.toBe(support.secret);
    const oldCode = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment/confirm',
      payload: { token, code: nextTotp(t, support.secret) },
    });
    expect(oldCode.statusCode).toBe(401);
    const confirmed = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment/confirm',
      payload: { token, code: nextTotp(t, secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await me(sessionCookieOf(confirmed))).statusCode).toBe(200);
  });

  it('a link sent before the reset no longer works', async () => {
    const compliance = await createEnrolledStaff(t, 'compliance');
    const first = await resetStaffCredentials(t.db, t.app.config, compliance.id, t.clock.now());
    await resetStaffCredentials(t.db, t.app.config, compliance.id, t.clock.now());
    const token = new URL(first?.enrolmentLink ?? '').hash.replace('#token=', '');
    const started = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment',
      payload: { token, password: 'outra-senha-longa-de-verdade-42' },
    });
    expect(started.statusCode).toBe(410);
  });
});
