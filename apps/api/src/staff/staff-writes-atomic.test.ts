// Each staff and identity change writes its rows and its audit row in one
// transaction (staff-enrolment.ts, staff-sign-in.ts): with the audit row
// refused by the database, the change is not half made, and the same step
// works once the audit row goes in again.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAFF_PASSWORD,
  createEnrolledStaff,
  injectOps,
  nextTotp,
  sessionCookieOf,
} from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';
import { createStaff } from './staff-accounts.js';

describe('a staff change and its audit row commit together', () => {
  const t = useTestApp();

  // The database refuses an audit row whose action is listed in refused_audit_actions.
  beforeAll(async () => {
    await t.db.query('CREATE TABLE refused_audit_actions (action text PRIMARY KEY)');
    await t.db.query(`CREATE FUNCTION refuse_listed_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM refused_audit_actions WHERE action = NEW.action) THEN
          RAISE EXCEPTION 'audit row refused by the test';
        END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER refuse_listed_audit BEFORE INSERT ON audit_events
      FOR EACH ROW EXECUTE FUNCTION refuse_listed_audit()`);
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM refused_audit_actions');
  });
  const refuseAudit = (action: string) =>
    t.db.query('INSERT INTO refused_audit_actions (action) VALUES ($1)', [action]);
  const allowAudit = () => t.db.query('DELETE FROM refused_audit_actions');

  const newLink = async (email: string) => {
    const created = await createStaff(t.db, t.app.config, {
      email,
      role: 'support',
      createdBy: 'test',
      now: t.clock.now(),
    });
    if (created === null) throw new Error(`${email} exists`);
    return { id: created.id, token: new URL(created.enrolmentLink).hash.replace('#token=', '') };
  };
  const start = (token: string) =>
    injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment',
      payload: { token, password: STAFF_PASSWORD },
    });
  const confirm = (token: string, code: string) =>
    injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/enrolment/confirm',
      payload: { token, code },
    });
  const staffState = async (id: number) => {
    const { rows } = await t.db.query<{
      password_set: boolean;
      confirmed: boolean;
      codes: number;
      links_used: number;
      full_sessions: number;
    }>(
      `SELECT s.password_hash IS NOT NULL AS password_set,
              s.totp_confirmed_at IS NOT NULL AS confirmed,
              (SELECT count(*)::int FROM staff_recovery_codes WHERE staff_id = s.id) AS codes,
              (SELECT count(*)::int FROM staff_enrolments WHERE staff_id = s.id AND used_at IS NOT NULL) AS links_used,
              (SELECT count(*)::int FROM staff_sessions WHERE staff_id = s.id AND stage = 'full') AS full_sessions
       FROM staff s WHERE s.id = $1`,
      [id],
    );
    return rows[0];
  };

  it('an enrolment confirmed without its audit row leaves the link unused and nothing made', async () => {
    const { id, token } = await newLink('confirm@velas.example.com');
    const secret = new URL(
      (await start(token)).json<{ otpauthUri: string }>().otpauthUri,
    ).searchParams.get('secret');
    await refuseAudit('staff_enrolled');
    const failed = await confirm(token, nextTotp(t, secret ?? ''));
    expect(failed.statusCode).toBe(500);
    expect(failed.cookies.find((cookie) => cookie.name.endsWith('velas_staff'))).toBeUndefined();
    expect(await staffState(id)).toEqual({
      password_set: true,
      confirmed: false,
      codes: 0,
      links_used: 0,
      full_sessions: 0,
    });

    await allowAudit();
    const confirmed = await confirm(token, nextTotp(t, secret ?? ''));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect(await staffState(id)).toEqual({
      password_set: true,
      confirmed: true,
      codes: 10,
      links_used: 1,
      full_sessions: 1,
    });
  });

  it('an enrolment started without its audit row sets no password', async () => {
    const { id, token } = await newLink('start@velas.example.com');
    await refuseAudit('staff_enrolment_started');
    expect((await start(token)).statusCode).toBe(500);
    expect(await staffState(id)).toMatchObject({ password_set: false, confirmed: false });
    await allowAudit();
    expect((await start(token)).statusCode).toBe(200);
    expect(await staffState(id)).toMatchObject({ password_set: true });
  });

  it('a sign-in without its audit row opens no session, and the waiting one still waits', async () => {
    const staff = await createEnrolledStaff(t, 'support');
    const before = await staffState(staff.id);
    const first = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/staff/sign-in',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    const waiting = sessionCookieOf(first);
    const totpStep = () =>
      injectOps(
        t,
        {
          method: 'POST',
          url: '/ops-api/staff/sign-in/totp',
          payload: { code: nextTotp(t, staff.secret) },
        },
        waiting,
      );
    await refuseAudit('staff_signed_in');
    expect((await totpStep()).statusCode).toBe(500);
    expect((await staffState(staff.id))?.full_sessions).toBe(before?.full_sessions);
    await allowAudit();
    expect((await totpStep()).statusCode).toBe(200);
    expect((await staffState(staff.id))?.full_sessions).toBe((before?.full_sessions ?? 0) + 1);
  });
});
