// Every route of the ops listener against every role: the expected answer is
// computed from the permission table (packages/domain/src/staff/permissions.ts).
// ROUTES is the list a route must be in: a new route without an entry fails
// here, and a route that declares no permission at all stops the api.
import {
  roleMay,
  staffRoles,
  type Permission,
  type StaffRole,
} from '@velas/domain/staff/permissions';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { createEnrolledStaff, injectOps, nextTotp, type TestStaff } from '#/test/staff.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import type { RouteAccess } from './route-access.js';
import { declaredRoutes, staffGuard } from './staff-guard.js';

const OPERATOR_KEY = 'operator-key-0123456789abcdef0123456789';

/** Every route of the ops listener and what it must declare. */
const ROUTES: Record<string, Permission | RouteAccess> = {
  'GET /ops-api/metrics': 'machine',
  'GET /ops-api/ready': 'machine',
  'GET /ops-api/backup': 'machine',
  'POST /ops-api/staff/sign-in': 'public',
  'POST /ops-api/staff/sign-in/totp': 'public',
  'POST /ops-api/staff/enrolment': 'public',
  'POST /ops-api/staff/enrolment/confirm': 'public',
  'POST /ops-api/client-errors': 'public',
  'POST /ops-api/staff/sign-out': 'staff',
  'GET /ops-api/staff/me': 'staff',
  'GET /ops-api/staff': 'staff.manage',
  'POST /ops-api/staff': 'staff.manage',
  'GET /ops-api/staff/proposals': 'staff.manage',
  'POST /ops-api/staff/proposals/:id/approve': 'staff.manage',
  'POST /ops-api/staff/proposals/:id/reject': 'staff.manage',
  'POST /ops-api/staff/:id/disable': 'staff.manage',
  'POST /ops-api/staff/:id/enable': 'staff.manage',
  'GET /ops-api/audit': 'audit.view',
  // The back office's features (src/backoffice/).
  'GET /ops-api/players': 'players.find',
  'GET /ops-api/players/:id': 'players.view',
  'POST /ops-api/players/:id/block': 'players.block',
  'POST /ops-api/players/:id/unblock': 'players.block',
  'POST /ops-api/players/:id/notes': 'players.note',
  'POST /ops-api/players/:id/reveal': 'players.reveal',
  'POST /ops-api/players/:id/sign-out': 'players.sign_out',
  'GET /ops-api/queues/withdrawals': 'withdrawals.queue',
  'POST /ops-api/queues/withdrawals/:id/decide': 'withdrawals.decide',
  'POST /ops-api/queues/withdrawals/:id/propose-release': 'withdrawals.decide',
  'POST /ops-api/queues/wins/:id/decide': 'withdrawals.decide',
  'POST /ops-api/queues/wins/:id/propose-release': 'withdrawals.decide',
  'GET /ops-api/queues/payouts': 'payouts.queue',
  'POST /ops-api/queues/payouts/:id/act': 'payouts.decide',
  'GET /ops-api/queues/received': 'received.queue',
  'POST /ops-api/queues/received/:id/resend': 'received.resend',
  'GET /ops-api/queues/cpf-claims': 'cpf_claims.queue',
  'POST /ops-api/queues/cpf-claims/:id/decide': 'cpf_claims.decide',
  'GET /ops-api/queues/kyc': 'kyc.queue',
  'POST /ops-api/queues/kyc/:id/decide': 'kyc.queue',
  'POST /ops-api/adjustments': 'adjustments.propose',
  'GET /ops-api/proposals': 'adjustments.approve',
  'POST /ops-api/proposals/:id/approve': 'adjustments.approve',
  'POST /ops-api/proposals/:id/reject': 'adjustments.propose',
  'GET /ops-api/reconciliation': 'reconciliation.view',
};

describe('the permission of every ops route', () => {
  const t = useTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });

  it('every route has its entry in the table, and declares what the table says', () => {
    const routes = declaredRoutes(t.app.ops);
    const declared = Object.fromEntries(
      routes.map((route) => [`${route.method} ${route.url}`, route.permission ?? route.access]),
    );
    expect(declared).toEqual(ROUTES);
  });

  it('each role gets through exactly the routes its permissions name, the others 403', async () => {
    const staff = {} as Record<StaffRole, TestStaff>;
    for (const role of staffRoles) staff[role] = await createEnrolledStaff(t, role);
    const target = await createEnrolledStaff(t, 'support');
    for (const route of declaredRoutes(t.app.ops)) {
      const { permission } = route;
      if (permission === undefined) continue;
      // Every session is used at each route, so none idles out however long the walk.
      t.clock.advance(30_000);
      for (const role of staffRoles) {
        const url = route.url
          .replace(':id', String(target.id))
          .replace('/ops-api/audit', `/ops-api/audit?userId=1`);
        const response = await injectOps(
          t,
          {
            method: route.method,
            url,
            headers: route.freshTotp ? { 'x-totp': nextTotp(t, staff[role].secret) } : {},
            ...(route.method === 'GET' ? {} : { payload: {} }),
          },
          staff[role].cookie,
        );
        const where = `${role} ${route.method} ${route.url}`;
        // Allowed: past the guard (an empty body then fails validation, 400); refused: 403.
        if (roleMay(role, permission)) expect([401, 403], where).not.toContain(response.statusCode);
        else expect(response.statusCode, where).toBe(403);
      }
    }
  });

  it('routes for any staff want a session; machine routes the machine key', async () => {
    for (const route of declaredRoutes(t.app.ops)) {
      if (route.access === 'public') continue;
      const response = await injectOps(t, {
        method: route.method,
        url: route.url.replace(':id', '1'),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
    }
    const keyed = await t.app.ops.inject({
      url: '/ops-api/ready',
      headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    });
    expect([200, 503]).toContain(keyed.statusCode);
  });

  it('a refused route is audited with who, role and what', async () => {
    const support = await createEnrolledStaff(t, 'support');
    const refused = await injectOps(t, { url: '/ops-api/staff' }, support.cookie);
    expect(refused.statusCode).toBe(403);
    const { rows } = await t.db.query<{ actor: string; details: Record<string, unknown> }>(
      `SELECT actor, details FROM audit_events WHERE action = 'access_refused' AND actor = $1`,
      [`staff:${String(support.id)}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({
      staffId: support.id,
      staffRole: 'support',
      permission: 'staff.manage',
      method: 'GET',
      route: '/ops-api/staff',
    });
  });
});

describe('a route that declares no permission', () => {
  it('stops the ops listener from starting', async () => {
    const ops = Fastify();
    ops.decorate('config', testConfig());
    await ops.register(staffGuard);
    // As a back-office feature registers: a plugin of routes.
    void ops.register(async (feature) => {
      await Promise.resolve();
      feature.get('/ops-api/forgotten', () => 'open');
    });
    await expect(ops.ready()).rejects.toThrow(/declare exactly one of config.permission/);
    await ops.close().catch(() => undefined);
  });
});
