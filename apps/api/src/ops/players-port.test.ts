// The players' port knows nothing of the back office: every route of the ops
// listener, walked from its own route list so a new one is covered without
// editing this file, answers 404 there, with the machine key and a staff
// session as well as without.
import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { declaredRoutes } from '#/staff/staff-guard.js';
import { createEnrolledStaff, opsOrigin } from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';

const OPERATOR_KEY = 'operator-key-0123456789abcdef0123456789';

describe("the players' port", () => {
  const t = useTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });

  it('answers 404 to every route of the ops listener, whatever the credentials', async () => {
    const admin = await createEnrolledStaff(t, 'admin');
    const routes = declaredRoutes(t.app.ops);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((route) => route.url)).toContain('/ops-api/backup');
    for (const route of routes) {
      const url = route.url.replaceAll(/:[A-Za-z]+/g, '1');
      for (const headers of [
        {},
        { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
        { cookie: admin.cookie, origin: opsOrigin(t) },
      ]) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${url} on the players' port`).toBe(404);
      }
    }
  });

  it('answers 404 to any other /ops-api path', async () => {
    for (const url of ['/ops-api', '/ops-api/', '/ops-api/anything', '/ops-api/staff/me'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it("the ops listener mounts the back office's features once, under /ops-api", async () => {
    const urls = declaredRoutes(t.app.ops).map((route) => route.url);
    expect(urls).toContain('/ops-api/players');
    expect(
      urls.filter((url) => !url.startsWith('/ops-api/') || url.startsWith('/ops-api/ops-api')),
    ).toEqual([]);
    const support = await createEnrolledStaff(t, 'support');
    const search = await t.app.ops.inject({
      url: '/ops-api/players?q=demo',
      headers: { cookie: support.cookie, origin: opsOrigin(t) },
    });
    expect(search.statusCode).toBe(200);
  });

  it('the ops listener has them: the backup and the metrics behind the machine key', async () => {
    const withKey = { headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY } };
    const metrics = await t.app.ops.inject({ url: '/ops-api/metrics', ...withKey });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('velas_');
    expect((await t.app.ops.inject({ url: '/ops-api/metrics' })).statusCode).toBe(401);
    expect((await t.app.ops.inject({ url: '/ops-api/backup' })).statusCode).toBe(401);
  });
});
