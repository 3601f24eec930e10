// A bare Fastify for the back office's route tests, until the ops listener
// exists: the test app's database, clock, settings and payouts, the api's
// error shape and request context, and a fake for the staff session
// check: `x-test-staff: <id>:<role>` sets request.staff, and a route's
// config.permission is checked with roleMay (403 otherwise), as the real
// check does. Test-only: nothing here trusts a header in the api.
import { roleMay, staffRoles, type StaffRole } from '@velas/domain/staff/permissions';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ReconciliationOptions } from '#/backoffice/reconciliation/reconciliation-routes.js';
import { Forbidden, Unauthenticated } from '#/domain-errors.js';
import { errorHandler } from '#/http/error-handler.js';
import { requestContextHook } from '#/http/request-context.js';
import { registerZodSchemas } from '#/http/zod-compilers.js';
import { demoReportSource } from '#/sandbox/aggregator/daily-report.js';
import type { TestApp } from './test-app.js';

export const staffHeader = (id: number, role: StaffRole) => ({
  'x-test-staff': `${String(id)}:${role}`,
});

/** Each plugin is handed what the ops listener hands the back office (ops/ops-app.ts). */
export async function backofficeApp(
  t: TestApp,
  plugins: FastifyPluginAsync<ReconciliationOptions>[],
): Promise<FastifyInstance> {
  const app = Fastify();
  registerZodSchemas(app);
  app.decorate('config', t.app.config);
  app.decorate('db', t.db);
  app.decorate('clock', t.clock.now);
  app.decorate('settings', t.app.settings);
  app.decorate('payouts', t.app.payouts);
  app.decorateRequest('userId', 0);
  requestContextHook(app);
  await app.register(errorHandler);
  app.addHook('preHandler', async (request) => {
    const [id, role] = String(request.headers['x-test-staff'] ?? '').split(':');
    if (!staffRoles.includes(role as StaffRole)) throw new Unauthenticated('sem sessão');
    request.staff = {
      id: Number(id),
      email: `staff${String(id)}@example.com`,
      role: role as StaffRole,
    };
    const permission = request.routeOptions.config.permission;
    if (permission === undefined || !roleMay(request.staff.role, permission))
      throw new Forbidden('proibido');
    return Promise.resolve();
  });
  for (const plugin of plugins) await app.register(plugin, { fakeReport: demoReportSource(t.db) });
  await app.ready();
  return app;
}

export interface BackofficeTestApp {
  inject(request: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * The back office of `plugins` for the tests of a file: built once the test
 * app is (call it after useTestApp), closed after the tests.
 */
export function useBackofficeApp(
  t: TestApp,
  plugins: FastifyPluginAsync<ReconciliationOptions>[],
): BackofficeTestApp {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await backofficeApp(t, plugins);
  });
  afterAll(() => app?.close());
  return {
    inject(request) {
      if (app === undefined) throw new Error('useBackofficeApp: the app exists once beforeAll ran');
      return app.inject(request);
    },
  };
}
