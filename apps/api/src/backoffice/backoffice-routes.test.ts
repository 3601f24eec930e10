// Every back-office route names the permission the staff session check
// enforces, and every one that moves money asks the TOTP code again.
import { permissions } from '@velas/domain/staff/permissions';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backofficeApp } from '#/test/backoffice-app.js';
import { useTestApp } from '#/test/use-test-app.js';
import { backofficeRoutes } from './backoffice-routes.js';

const t = useTestApp();

const MONEY_ACTIONS = [
  'POST /adjustments',
  'POST /proposals/:id/approve',
  'POST /proposals/:id/reject',
  'POST /queues/withdrawals/:id/propose-release',
  'POST /queues/wins/:id/propose-release',
  'POST /queues/withdrawals/:id/decide',
  'POST /queues/wins/:id/decide',
  'POST /queues/payouts/:id/act',
  'POST /queues/received/:id/resend',
];

describe('the back-office routes', () => {
  it('each declare a permission of the table, and money actions a fresh TOTP', async () => {
    const routes: RouteOptions[] = [];
    // The hook sees the routes of the plugins registered below it.
    const app = await backofficeApp(t, [
      async (instance) => {
        instance.addHook('onRoute', (route) => {
          if (route.method !== 'HEAD') routes.push(route);
        });
        await backofficeRoutes(instance, { fakeReport: null });
      },
    ]);
    await app.close();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      expect(permissions, name).toContain(route.config?.permission);
      expect(route.config?.freshTotp === true, name).toBe(MONEY_ACTIONS.includes(name));
    }
  });
});
