// staffGuard comes first. New back-office features register in opsFeatures.
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { backofficeRoutes } from '#/backoffice/backoffice-routes.js';
import { staffAccountProposalRoutes } from '#/backoffice/staff-accounts/staff-account-proposal-routes.js';
import { closingPlugin } from '#/http/closing.js';
import { errorHandler, sendNotFound } from '#/http/error-handler.js';
import { requestLogHooks } from '#/http/logging.js';
import { requestContextHook } from '#/http/request-context.js';
import { securityHeaders } from '#/http/security.js';
import { serverOptions } from '#/http/server-options.js';
import { registerZodSchemas } from '#/http/zod-compilers.js';
import { clientErrorRoutes } from '#/public-routes/client-error-routes.js';
import { demoReportSource } from '#/sandbox/aggregator/daily-report.js';
import { staffAdminRoutes } from '#/staff/staff-admin-routes.js';
import { staffAuthRoutes } from '#/staff/staff-auth-routes.js';
import { staffGuard } from '#/staff/staff-guard.js';
import { hasBuiltBackoffice, registerBackofficeApp } from './backoffice-app.js';
import { backupRoutes } from './backup-routes.js';
import { machineRoutes } from './machine-routes.js';

/**
 * The back-office features, each a Fastify plugin whose routes declare
 * `config: { permission }`.
 */
async function opsFeatures(ops: FastifyInstance): Promise<void> {
  await ops.register(machineRoutes);
  await ops.register(backupRoutes);
  await ops.register(staffAuthRoutes);
  await ops.register(staffAdminRoutes);
  await ops.register(staffAccountProposalRoutes);
  await ops.register(clientErrorRoutes, { path: '/ops-api/client-errors' });
  await ops.register(backofficeRoutes, {
    prefix: '/ops-api',
    fakeReport: demoReportSource(ops.db),
  });
}

const SHARED_DECORATIONS = [
  'config',
  'db',
  'clock',
  'settings',
  'providers',
  'metrics',
  'payouts',
  'deferredStartUp',
] as const;

export async function buildOpsApp(app: FastifyInstance): Promise<FastifyInstance> {
  const ops = Fastify({
    loggerInstance: app.log.child({ listener: 'ops' }),
    ...serverOptions(app.config),
  });
  registerZodSchemas(ops);
  // app[name] has the type ops[name] declares; decorate's typing cannot follow the loop.
  for (const name of SHARED_DECORATIONS) ops.decorate<unknown>(name, app[name]);
  // Staff act here, never players: nothing reads a player's token on this listener.
  ops.decorateRequest('userId', 0);
  requestContextHook(ops);
  await ops.register(requestLogHooks);
  await ops.register(errorHandler);
  await ops.register(closingPlugin);
  ops.addHook(
    'onRequest',
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        // The back-office app loads only itself: its scripts, styles (and the
        // style tags styled-components writes), fonts; the QR code is a data URL.
        directives: {
          frameAncestors: ["'none'"],
          imgSrc: ["'self'", 'data:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'"],
        },
      },
    }),
  );
  // Nothing of the back office is kept by a browser or a proxy.
  ops.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await ops.register(fastifyCookie);
  await ops.register(rateLimit, { global: false });
  await ops.register(staffGuard);
  await opsFeatures(ops);
  // The back-office app (apps/backoffice) at / when built; tests run without it.
  if (hasBuiltBackoffice(app.config.BACKOFFICE_DIST_DIR))
    await registerBackofficeApp(ops, app.config.BACKOFFICE_DIST_DIR);
  else ops.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return ops;
}
