// The attacker's pass on staff sign-in (docs/operations/back-office.md#back-office): a
// stolen password without the second factor, a TOTP code replayed in its own
// step, forged and idle sessions, a disabled staff's open session, a request
// from another origin, guessing passwords and codes, and the enrolment link.
import fastifyCookie from '@fastify/cookie';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '#/http/error-handler.js';
import { purgeExpired } from '#/retention/retention.js';
import {
  STAFF_PASSWORD,
  createEnrolledStaff,
  injectOps,
  nextTotp,
  sessionCookieOf,
  totpCodeAt,
  signInStaff,
  type TestStaff,
} from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';
import { createStaff, disableStaff } from './staff-accounts.js';
import { staffGuard } from './staff-guard.js';
import { STAFF_IDLE_MS, staffCookieName } from './staff-sessions.js';

const signIn = (t: ReturnType<typeof useTestApp>, email: string, password = STAFF_PASSWORD) =>
  injectOps(t, { method: 'POST', url: '/ops-api/staff/sign-in', payload: { email, password } });

const totpStep = (t: ReturnType<typeof useTestApp>, cookie: string, code: string) =>
  injectOps(t, { method: 'POST', url: '/ops-api/staff/sign-in/totp', payload: { code } }, cookie);

const me = (t: ReturnType<typeof useTestApp>, cookie: string) =>
  injectOps(t, { url: '/ops-api/staff/me' }, cookie);

describe('staff sign-in', () => {
  const t = useTestApp();
  let admin: TestStaff;
  let finance: TestStaff;
  beforeAll(async () => {
    admin = await createEnrolledStaff(t, 'admin');
    finance = await createEnrolledStaff(t, 'finance');
  });

  it('signs in with the password then the code, and says who and what they may do', async () => {
    const cookie = await signInStaff(t, finance);
    const response = await me(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: finance.id, role: 'finance' });
    expect(response.json<{ permissions: string[] }>().permissions).toContain('adjustments.approve');
  });

  it('sets an httpOnly, SameSite=Strict cookie for the ops origin', async () => {
    const response = await signIn(t, finance.email);
    const cookie = response.cookies.find((entry) => entry.name === 'velas_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(staffCookieName({ NODE_ENV: 'production', APP_MODE: 'production' })).toBe(
      '__Host-velas_staff',
    );
  });

  it('a stolen password without the TOTP code opens nothing', async () => {
    const response = await signIn(t, admin.email);
    expect(response.statusCode).toBe(200);
    const halfway = sessionCookieOf(response);
    expect((await me(t, halfway)).statusCode).toBe(401);
    expect((await injectOps(t, { url: '/ops-api/staff' }, halfway)).statusCode).toBe(401);
    const wrong = await totpStep(t, halfway, '000000');
    expect(wrong.statusCode).toBe(401);
  });

  it('a TOTP code already used is refused within its own 30 seconds', async () => {
    const first = sessionCookieOf(await signIn(t, finance.email));
    const code = nextTotp(t, finance.secret);
    expect((await totpStep(t, first, code)).statusCode).toBe(200);
    t.clock.advance(5_000);
    const second = sessionCookieOf(await signIn(t, finance.email));
    const replay = await totpStep(t, second, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: staffMessages.staffTotpInvalid });
  });

  it('an older code is refused once a newer one was used', async () => {
    const older = totpCodeAt(finance.secret, t.clock.now() + 30_000);
    const newer = nextTotp(t, finance.secret);
    t.clock.advance(30_000);
    const first = sessionCookieOf(await signIn(t, finance.email));
    expect((await totpStep(t, first, totpCodeAt(finance.secret, t.clock.now()))).statusCode).toBe(
      200,
    );
    const second = sessionCookieOf(await signIn(t, finance.email));
    expect((await totpStep(t, second, older)).statusCode).toBe(401);
    expect((await totpStep(t, second, newer)).statusCode).toBe(401);
  });

  it('a forged or unknown session token is refused', async () => {
    for (const cookie of [
      'velas_staff=forged',
      `velas_staff=${'A'.repeat(43)}`,
      `velas_staff=${finance.cookie.split('=')[1] ?? ''}x`,
    ])
      expect((await me(t, cookie)).statusCode, cookie).toBe(401);
  });

  it('a session idle for 15 minutes has ended; one in use goes on', async () => {
    const cookie = await signInStaff(t, finance);
    t.clock.advance(STAFF_IDLE_MS - 1_000);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(STAFF_IDLE_MS - 1_000);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(STAFF_IDLE_MS);
    expect((await me(t, cookie)).statusCode).toBe(401);
    t.clock.advance(-STAFF_IDLE_MS);
    expect((await me(t, cookie)).statusCode, 'gone, not just late').toBe(401);
  });

  it('the retention job removes sessions idle past their end, and only those', async () => {
    const idle = await signInStaff(t, finance);
    t.clock.advance(STAFF_IDLE_MS + 1_000);
    const live = await signInStaff(t, finance);
    const count = async () => {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM staff_sessions WHERE staff_id = $1',
        [finance.id],
      );
      return rows[0]?.n ?? 0;
    };
    const before = await count();
    const purged = await purgeExpired(t.db, t.clock.now(), {
      loginFailureWindowMs: 900_000,
      trustedDeviceMs: 30 * 86_400_000,
    });
    expect(purged.staffSessions).toBeGreaterThanOrEqual(1);
    expect(await count()).toBeLessThan(before);
    expect((await me(t, live)).statusCode).toBe(200);
    expect((await me(t, idle)).statusCode).toBe(401);
  });

  it("a disabled staff's open session ends at once, and it cannot sign in again", async () => {
    const support = await createEnrolledStaff(t, 'support');
    const adminCookie = await signInStaff(t, admin);
    expect((await me(t, support.cookie)).statusCode).toBe(200);
    const disabled = await injectOps(
      t,
      {
        method: 'POST',
        url: `/ops-api/staff/${String(support.id)}/disable`,
        payload: { reason: 'Saiu da empresa.' },
      },
      adminCookie,
    );
    expect(disabled.statusCode, disabled.body).toBe(204);
    expect((await me(t, support.cookie)).statusCode).toBe(401);
    expect((await signIn(t, support.email)).statusCode).toBe(401);
    const { rows } = await t.db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_events WHERE action = 'staff_disabled'",
    );
    expect(rows[0]?.details).toMatchObject({
      staffId: admin.id,
      staffRole: 'admin',
      reason: 'Saiu da empresa.',
      targetStaffId: support.id,
    });
  });

  it('disabled by the command too, its sessions end at once', async () => {
    const support = await createEnrolledStaff(t, 'support');
    await disableStaff(t.db, support.id, t.clock.now());
    expect((await me(t, support.cookie)).statusCode).toBe(401);
  });

  it('refuses a state-changing request from another origin, or from none', async () => {
    const cookie = await signInStaff(t, finance);
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const response = await t.app.ops.inject({
        method: 'POST',
        url: '/ops-api/staff/sign-out',
        headers: { cookie, ...(origin === undefined ? {} : { origin }) },
      });
      expect(response.statusCode, String(origin)).toBe(403);
    }
    expect((await me(t, cookie)).statusCode, 'still signed in').toBe(200);
    const signOut = await injectOps(t, { method: 'POST', url: '/ops-api/staff/sign-out' }, cookie);
    expect(signOut.statusCode).toBe(204);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('throttles password guessing like the players’ sign-in', async () => {
    const target = await createEnrolledStaff(t, 'compliance');
    const limit = t.app.config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    for (let attempt = 0; attempt < limit; attempt++)
      expect((await signIn(t, target.email, 'wrong-password-123')).statusCode).toBe(401);
    const locked = await signIn(t, target.email);
    expect(locked.statusCode).toBe(429);
  });

  it('throttles TOTP guessing', async () => {
    const target = await createEnrolledStaff(t, 'compliance');
    const limit = t.app.config.STAFF_SECOND_STEP_MAX_FAILURES;
    const cookie = sessionCookieOf(await signIn(t, target.email));
    const answers: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++)
      answers.push((await totpStep(t, cookie, String(attempt).padStart(6, '9'))).statusCode);
    expect(answers.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(answers[limit]).toBe(429);
    expect((await totpStep(t, cookie, nextTotp(t, target.secret))).statusCode).toBe(429);
  });

  it('a recovery code works once in place of the app’s code', async () => {
    const email = 'recovery@velas.example.com';
    const created = await createStaff(t.db, t.app.config, {
      email,
      role: 'support',
      createdBy: 'test',
      now: t.clock.now(),
    });
    const token = new URL(created?.enrolmentLink ?? '').hash.replace('#token=', '');
    const started = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment',
      payload: { token, password: STAFF_PASSWORD },
    });
    const { otpauthUri, qrDataUrl } = started.json<{ otpauthUri: string; qrDataUrl: string }>();
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
    const confirmed = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment/confirm',
      payload: { token, code: nextTotp(t, secret) },
    });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const recoveryCode = recoveryCodes[0] ?? '';
    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes WHERE code_hash = $1',
      [recoveryCode],
    );
    expect(rows, 'hashed at rest').toHaveLength(0);
    const useIt = async () =>
      injectOps(
        t,
        { method: 'POST', url: '/ops-api/staff/sign-in/totp', payload: { recoveryCode } },
        sessionCookieOf(await signIn(t, email)),
      );
    expect((await useIt()).statusCode).toBe(200);
    expect((await useIt()).statusCode).toBe(401);
  });

  it('an enrolment link works once, and not after it expired', async () => {
    const make = async (email: string) => {
      const created = await createStaff(t.db, t.app.config, {
        email,
        role: 'support',
        createdBy: 'test',
        now: t.clock.now(),
      });
      return new URL(created?.enrolmentLink ?? '').hash.replace('#token=', '');
    };
    const start = (token: string) =>
      injectOps(t, {
        method: 'POST',
        url: '/ops-api/staff/enrolment',
        payload: { token, password: STAFF_PASSWORD },
      });
    const token = await make('once@velas.example.com');
    const secret = new URL(
      (await start(token)).json<{ otpauthUri: string }>().otpauthUri,
    ).searchParams.get('secret');
    const confirm = (code: string) =>
      injectOps(t, {
        method: 'POST',
        url: '/ops-api/staff/enrolment/confirm',
        payload: { token, code },
      });
    expect((await confirm(nextTotp(t, secret ?? ''))).statusCode).toBe(200);
    expect((await start(token)).statusCode, 'used').toBe(410);
    expect((await confirm(nextTotp(t, secret ?? ''))).statusCode, 'used').toBe(410);

    const late = await make('late@velas.example.com');
    t.clock.advance(t.app.config.STAFF_ENROLMENT_HOURS * 3_600_000);
    expect((await start(late)).statusCode, 'expired').toBe(410);
    expect((await start('not-a-token')).statusCode).toBe(410);
  });

  it('audits every start of an enrolment, so a second start of one link shows', async () => {
    const created = await createStaff(t.db, t.app.config, {
      email: 'twice@velas.example.com',
      role: 'finance',
      createdBy: 'test',
      now: t.clock.now(),
    });
    const token = new URL(created?.enrolmentLink ?? '').hash.replace('#token=', '');
    for (let start = 0; start < 2; start += 1) {
      const started = await injectOps(t, {
        method: 'POST',
        url: '/ops-api/staff/enrolment',
        payload: { token, password: STAFF_PASSWORD },
      });
      expect(started.statusCode).toBe(200);
    }
    const { rows } = await t.db.query<{ actor: string }>(
      `SELECT actor FROM audit_events WHERE action = 'staff_enrolment_started' AND details->>'staffId' = $1`,
      [String(created?.id)],
    );
    expect(rows).toEqual([
      { actor: `staff:${String(created?.id)}` },
      { actor: `staff:${String(created?.id)}` },
    ]);
  });

  it('refuses a guessable password at enrolment', async () => {
    const created = await createStaff(t.db, t.app.config, {
      email: 'weak@velas.example.com',
      role: 'support',
      createdBy: 'test',
      now: t.clock.now(),
    });
    const token = new URL(created?.enrolmentLink ?? '').hash.replace('#token=', '');
    const response = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment',
      payload: { token, password: 'senha123' },
    });
    expect(response.statusCode).toBe(422);
  });

  describe('a money action (freshTotp)', () => {
    // A feature route as the back office's others declare one, on the same guard and database.
    const build = async () => {
      const ops = Fastify();
      ops.decorate('config', t.app.config);
      ops.decorate('db', t.app.db);
      ops.decorate('clock', t.app.clock);
      await ops.register(errorHandler);
      await ops.register(fastifyCookie);
      await ops.register(staffGuard);
      ops.post(
        '/ops-api/adjustments',
        { config: { permission: 'adjustments.propose', freshTotp: true } },
        (request) => ({ by: request.staff.id }),
      );
      return ops;
    };

    it('asks the TOTP code again, and only a code never used before', async () => {
      const ops = await build();
      const cookie = await signInStaff(t, finance);
      const post = (totp?: string) =>
        ops.inject({
          method: 'POST',
          url: '/ops-api/adjustments',
          headers: {
            origin: new URL(t.app.config.OPS_ORIGIN).origin,
            cookie,
            ...(totp === undefined ? {} : { 'x-totp': totp }),
          },
          payload: {},
        });
      const without = await post();
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ message: staffMessages.staffTotpRequired });
      const code = nextTotp(t, finance.secret);
      expect((await post(code)).json()).toEqual({ by: finance.id });
      expect((await post(code)).statusCode, 'replayed').toBe(403);
      await ops.close();
    });
  });
});
