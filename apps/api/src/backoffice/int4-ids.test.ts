// An id past PostgreSQL's integer is refused by the schema as a 400 naming the
// field, on every back-office route that takes one: it never reaches a
// `WHERE id = $1`, where the database would fail it as a 500.
import { INT4_MAX } from '@velas/domain/schemas/common';
import { roleMay, staffRoles } from '@velas/domain/staff/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAdminRoutes } from '#/staff/staff-admin-routes.js';
import { backofficeApp, staffHeader } from '#/test/backoffice-app.js';
import { useTestApp } from '#/test/use-test-app.js';
import { backofficeRoutes } from './backoffice-routes.js';

const t = useTestApp();
const PAST_INT4 = String(INT4_MAX + 1);
/** A payout's id is its provider-facing text (db/migrations/035_payouts.sql), not a serial. */
const TEXT_IDS = ['POST /queues/payouts/:id/act'];

const routes: RouteOptions[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await backofficeApp(t, [
    async (instance) => {
      instance.addHook('onRoute', (route) => {
        if (route.method !== 'HEAD') routes.push(route);
      });
      await backofficeRoutes(instance, { fakeReport: null });
      staffAdminRoutes(instance);
    },
  ]);
});
afterAll(() => app.close());

/** A staff member whose role holds the route's permission, so only the id can fail. */
function allowedStaff(route: RouteOptions) {
  const permission = route.config?.permission;
  const role = staffRoles.find((candidate) => permission && roleMay(candidate, permission));
  if (role === undefined) throw new Error(`no role may ${route.url}`);
  return staffHeader(1, role);
}

async function refusedField(
  route: RouteOptions,
  request: { url: string; payload?: object },
): Promise<string[]> {
  const response = await app.inject({
    method: route.method as 'GET' | 'POST',
    headers: allowedStaff(route),
    ...request,
  });
  expect(response.statusCode, request.url).toBe(400);
  return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
}

const routeAt = (method: string, url: string) => {
  const route = routes.find((candidate) => candidate.method === method && candidate.url === url);
  if (route === undefined) throw new Error(`no route ${method} ${url}`);
  return route;
};

describe('an id past the integer column', () => {
  it('is refused in the path of every route that takes one', async () => {
    const withId = routes.filter(
      (route) =>
        route.url.includes(':id') && !TEXT_IDS.includes(`${String(route.method)} ${route.url}`),
    );
    expect(withId.length).toBeGreaterThan(10);
    for (const route of withId) {
      const url = route.url.replace(':id', PAST_INT4);
      expect(await refusedField(route, { url }), `${String(route.method)} ${url}`).toContain('id');
    }
  });

  it.each(['staffId', 'userId'])('is refused as the audit query’s %s', async (field) => {
    const route = routeAt('GET', '/ops-api/audit');
    const url = `/ops-api/audit?${field}=${PAST_INT4}`;
    expect(await refusedField(route, { url })).toContain(field);
  });

  it('is refused as the player of a proposed adjustment', async () => {
    const route = routeAt('POST', '/adjustments');
    const payload = { userId: INT4_MAX + 1, amountCents: 100, reason: 'ajuste de teste' };
    expect(await refusedField(route, { url: '/adjustments', payload })).toEqual(['userId']);
  });
});
