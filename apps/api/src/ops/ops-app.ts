// The back office's own listener (docs/operations/back-office.md#back-office), sharing the
// players' api's services with none of its routes; every /ops-api route is here
// only. staffGuard comes first. New back-office features register in opsFeatures.
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { backofficeRoutes } from '#/backoffice/backoffice-routes';
import { staffAccountProposalRoutes } from '#/backoffice/staff-accounts/staff-account-proposal-routes';
import { closingPlugin } from '#/http/closing';
import { errorHandler, sendFrameworkError, sendNotFound } from '#/http/error-handler';
import { newRequestId, requestLogHooks } from '#/http/logging';
import { requestContextHook } from '#/http/request-context';
import { securityHeaders } from '#/http/security';
import { registerZodSchemas } from '#/http/zod-compilers';
import { clientErrorRoutes } from '#/public-routes/client-error-routes';
import { demoReportSource } from '#/sandbox/aggregator/daily-report';
import { staffAdminRoutes } from '#/staff/staff-admin-routes';
import { staffAuthRoutes } from '#/staff/staff-auth-routes';
import { staffGuard } from '#/staff/staff-guard';
import { hasBuiltBackoffice, registerBackofficeApp } from './backoffice-app.js';
import { backupRoutes } from './backup-routes.js';
import { machineRoutes } from './machine-routes.js';

/**
 * The back-office features, each a Fastify plugin whose routes declare
 * `config: { permission }` (docs/architecture.md#back-office-routes).
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

export async function buildOpsApp(
  app: FastifyInstance,
  options: { trustProxy: FastifyServerOptions['trustProxy'] },
): Promise<FastifyInstance> {
  const ops = Fastify({
    loggerInstance: app.log.child({ listener: 'ops' }),
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
  });
  registerZodSchemas(ops);
  ops.decorate('config', app.config);
  ops.decorate('db', app.db);
  ops.decorate('clock', app.clock);
  ops.decorate('settings', app.settings);
  ops.decorate('providers', app.providers);
  ops.decorate('metrics', app.metrics);
  ops.decorate('payouts', app.payouts);
  ops.decorate('deferredStartUp', app.deferredStartUp);
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
