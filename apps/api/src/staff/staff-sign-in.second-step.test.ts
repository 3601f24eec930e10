// The attacker's pass on the second step (docs/operations/back-office.md#signing-in):
// with a staff member's stolen password, TOTP codes and recovery codes
// guessed from rotating addresses, paced under the throttle's slowdown; every
// failed sign-in in the audit trail; a money action whose body is malformed
// leaves its TOTP code unused.
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { describe, expect, it } from 'vitest';
import { demoUserId } from '#/test/held-money.js';
import {
  STAFF_PASSWORD,
  createEnrolledStaff,
  injectOps,
  nextTotp,
  sessionCookieOf,
  signInStaff,
  type TestStaff,
} from '#/test/staff.js';
import type { TestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

type T = TestApp;

/** Each guess from an address never seen before, as a botnet sends them. */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `203.0.${String(Math.floor(nextAddress / 250))}.${String((nextAddress % 250) + 1)}`;
};

const signIn = (t: T, email: string, remoteAddress: string, password = STAFF_PASSWORD) =>
  injectOps(t, {
    method: 'POST',
    url: '/ops-api/staff/sign-in',
    payload: { email, password },
    remoteAddress,
  });

/** The password (stolen), then a guess at the second step, from one new address. */
async function guess(t: T, staff: TestStaff, payload: object): Promise<number> {
  const remoteAddress = freshAddress();
  const first = await signIn(t, staff.email, remoteAddress);
  expect(first.statusCode, first.body).toBe(200);
  const second = await injectOps(
    t,
    { method: 'POST', url: '/ops-api/staff/sign-in/totp', payload, remoteAddress },
    sessionCookieOf(first),
  );
  return second.statusCode;
}

const failures = async (t: T, staffId: number | null) => {
  const { rows } = await t.db.query<{ details: Record<string, unknown> }>(
    `SELECT details FROM audit_events WHERE action = 'staff_sign_in_failed'
       AND ($1::int IS NULL OR (details->>'staffId')::int = $1) ORDER BY id`,
    [staffId],
  );
  return rows.map((row) => row.details);
};

describe('the second step under attack', () => {
  const t = useTestApp();

  it('TOTP guesses from rotating addresses, one every 2 s, lock the account’s second step', async () => {
    const target = await createEnrolledStaff(t, 'finance');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      t.clock.advance(t.app.config.LOGIN_SLOWDOWN_SECONDS * 1000 + 1);
      answers.push(await guess(t, target, { code: String(100_000 + attempt) }));
    }
    const max = t.app.config.STAFF_SECOND_STEP_MAX_FAILURES;
    expect(answers.slice(0, max)).toEqual(Array.from({ length: max }, () => 401));
    expect(answers.slice(max).every((status) => status === 429)).toBe(true);
    // Locked for the owner's own right code too, from their usual address, until the window passes.
    t.clock.advance(1_000);
    expect(await guess(t, target, { code: nextTotp(t, target.secret) })).toBe(429);
    t.clock.advance(t.app.config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    expect(await guess(t, target, { code: nextTotp(t, target.secret) })).toBe(200);
    const trail = await failures(t, target.id);
    expect(trail.filter((row) => row.outcome === 'wrong')).toHaveLength(max);
    expect(trail.filter((row) => row.outcome === 'locked').length).toBeGreaterThan(0);
    expect(trail[0]).toMatchObject({ step: 'totp', during: 'sign_in', staffId: target.id });
  });

  it('recovery-code guesses count against the same lock', async () => {
    const target = await createEnrolledStaff(t, 'compliance');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      t.clock.advance(t.app.config.LOGIN_SLOWDOWN_SECONDS * 1000 + 1);
      answers.push(await guess(t, target, { recoveryCode: `aaaa-bbbb-cccc-${String(attempt)}` }));
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 401)).toHaveLength(
      t.app.config.STAFF_SECOND_STEP_MAX_FAILURES,
    );
    const trail = await failures(t, target.id);
    expect(trail[0]).toMatchObject({ step: 'recovery_code', outcome: 'wrong' });
  });

  it('every failed password is an audit row, an unknown e-mail too, never the password', async () => {
    const target = await createEnrolledStaff(t, 'support');
    expect((await signIn(t, target.email, freshAddress(), 'not-the-password-9')).statusCode).toBe(
      401,
    );
    expect(
      (await signIn(t, 'nobody@velas.example.com', freshAddress(), 'other-password-9')).statusCode,
    ).toBe(401);
    expect(await failures(t, target.id)).toEqual([
      { staffId: target.id, step: 'password', during: 'sign_in', outcome: 'wrong' },
    ]);
    const { rows } = await t.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_events WHERE action = 'staff_sign_in_failed'
         AND details->>'staffId' IS NULL`,
    );
    expect(rows.map((row) => row.details)).toContainEqual({
      staffId: null,
      step: 'password',
      during: 'sign_in',
      outcome: 'wrong',
    });
    const { rows: leaks } = await t.db.query(
      `SELECT 1 FROM audit_events WHERE details::text LIKE '%password-9%'
          OR details::text LIKE '%nobody@%'`,
    );
    expect(leaks).toHaveLength(0);
  });

  it('a money action with a malformed body leaves its TOTP code unused', async () => {
    const finance = await createEnrolledStaff(t, 'finance');
    const cookie = await signInStaff(t, finance);
    const code = nextTotp(t, finance.secret);
    const propose = (payload: object) =>
      injectOps(
        t,
        { method: 'POST', url: '/ops-api/adjustments', payload, headers: { 'x-totp': code } },
        cookie,
      );
    const malformed = await propose({
      userId: await demoUserId(t.db),
      amountCents: 'cem reais',
      reason: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    const retried = await propose({
      userId: await demoUserId(t.db),
      amountCents: 10_000,
      reason: 'Correção de saldo.',
    });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('a wrong code on a money action is audited and counts toward the lock', async () => {
    const finance = await createEnrolledStaff(t, 'finance');
    const cookie = await signInStaff(t, finance);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++)
      answers.push(
        (
          await injectOps(
            t,
            {
              method: 'POST',
              url: '/ops-api/adjustments',
              payload: { userId: await demoUserId(t.db), amountCents: 100, reason: 'Teste.' },
              headers: { 'x-totp': String(200_000 + attempt) },
              remoteAddress: freshAddress(),
            },
            cookie,
          )
        ).statusCode,
      );
    expect(answers.at(-1)).toBe(429);
    const trail = await failures(t, finance.id);
    expect(trail[0]).toMatchObject({ step: 'totp', during: 'money_action', outcome: 'wrong' });
    const last = await injectOps(
      t,
      {
        method: 'POST',
        url: '/ops-api/adjustments',
        payload: { userId: await demoUserId(t.db), amountCents: 100, reason: 'Teste.' },
        headers: { 'x-totp': nextTotp(t, finance.secret) },
      },
      cookie,
    );
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ message: staffMessages.staffSecondStepLocked });
  });
});
