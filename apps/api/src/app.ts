// Every part a plugin, in one list where each plugin names those it needs.
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { mountPrefix } from '@velas/domain/services';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyPluginOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { alertRoutes } from '#/alerts/alert-routes.js';
import { assembleParts, settingsFor, type Parts, type PartsOptions } from '#/app-parts.js';
import { auditVerifyJob } from '#/audit/audit-verify-job.js';
import { authPlugin } from '#/auth/auth-plugin.js';
import { barredAccountsJob } from '#/barred-accounts/barred-accounts-job.js';
import { barredAccountsPlugin } from '#/barred-accounts/barred-accounts-plugin.js';
import { barredAddressGuard } from '#/barred-accounts/barred-email-guard.js';
import { barredListPlugin } from '#/barred-list-checks/barred-list-plugin.js';
import { casinoRoutes } from '#/casino/casino-routes.js';
import type { Clock } from '#/clock.js';
import { databasePlugin } from '#/db/database-plugin.js';
import type { Database } from '#/db/database.js';
import { gameAggregatorPlugin } from '#/games/game-aggregator.js';
import { gameWalletRoutes } from '#/games/wallet-routes.js';
import { healthRoutes } from '#/health/health-routes.js';
import { historyPlugin } from '#/history/history-plugin.js';
import { closingPlugin } from '#/http/closing.js';
import { errorHandler } from '#/http/error-handler.js';
import { loggerOptions, requestLogHooks } from '#/http/logging.js';
import { noStoreHook } from '#/http/no-store.js';
import { securityPlugin } from '#/http/security.js';
import { serverOptions } from '#/http/server-options.js';
import { zodSchemas } from '#/http/zod-compilers.js';
import { idempotencyPlugin } from '#/idempotency/idempotency-plugin.js';
import { schedulerPlugin } from '#/jobs/scheduler.js';
import { kycPlugin } from '#/kyc/kyc-plugin.js';
import { metricsPlugin } from '#/metrics/metrics-plugin.js';
import { balanceStreamPlugin } from '#/money/balance-stream-routes.js';
import { statementRoutes } from '#/money/statement-routes.js';
import { opsPlugin } from '#/ops/ops-plugin.js';
import { payoutsPlugin } from '#/payouts/payouts-plugin.js';
import { deviceKeys } from '#/platform/device-cookie.js';
import { mailersPlugin } from '#/platform/mailers-plugin.js';
import { platformPlugin } from '#/platform/platform-plugin.js';
import { protectionHook } from '#/protection/protection-hook.js';
import { protectionRoutes } from '#/protection/protection-routes.js';
import { callbackRoutes } from '#/provider-callbacks/callback-routes.js';
import { providersPlugin } from '#/providers/providers-plugin.js';
import { cepRoutes } from '#/public-routes/cep-routes.js';
import { clientErrorRoutes } from '#/public-routes/client-error-routes.js';
import { verifierPageRoutes } from '#/public-routes/verifier-page.js';
import { webAppPlugin } from '#/public-routes/web-app.js';
import { retentionJob } from '#/retention/retention-job.js';
import { settingsPlugin } from '#/settings/settings-plugin.js';
import { settingsRoutes } from '#/settings/settings-routes.js';
import { deferredStartUpPlugin } from '#/start-up/deferred-start-up-plugin.js';
import { StartUpSteps } from '#/start-up/start-up-steps.js';
import { userRecordsPlugin } from '#/user-records/user-records-plugin.js';
import { walletPlugin } from '#/wallet/wallet-plugin.js';
import { settleWithdrawal } from '#/wallet/withdrawals/settlement.js';

export interface BuildAppOptions extends PartsOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
  /** Where the start's steps are timed (server.ts logs them); by default nowhere. */
  startUp?: StartUpSteps;
  /** Leaves the seed to the caller once it listens, as server.ts does; requests wait for it meanwhile. */
  deferSeed?: boolean;
  /**
   * Runs the round simulator for the houses the operator lists (the default);
   * tests that feed their own rounds pass false.
   */
  simulateRounds?: boolean;
  /**
   * The simulator's clock, by default the app's. A harness that moves the
   * app's clock keeps the rounds on real time: a day ahead must not simulate
   * a day of rounds that every later test would then see.
   */
  roundsClock?: Clock;
}

export const EVERY_ROUTE_NEEDS = [
  'zod-schemas',
  'database',
  'metrics',
  'request-log',
  'error-handler',
  'closing',
  'security',
  'no-store',
  'deferred-start-up',
  '@fastify/compress',
  'auth',
  'idempotency',
  'protection-hook',
];

/**
 * A module's routes under a name: Fastify refuses to start when they are
 * registered before what every route needs or a plugin named in `needs`.
 */
export function routes<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
  needs: readonly string[] = [],
): FastifyPluginAsync<Options> {
  return fp(
    async (app: FastifyInstance, options: Options) => {
      await app.register(plugin as FastifyPluginAsync<Options>, options);
    },
    { name, dependencies: [...EVERY_ROUTE_NEEDS, ...needs] },
  );
}

/**
 * What every route needs, then the services the modules share. Each names
 * the plugins it needs, and Fastify refuses to start when one is registered
 * before them.
 */
async function registerSharedPlugins(
  app: FastifyInstance,
  { config, clock, db, settings, metrics, providers, scheduler, deferred, demo }: Parts,
): Promise<void> {
  await app.register(zodSchemas);
  await app.register(databasePlugin, { config, clock, db });
  await app.register(settingsPlugin, { settings });
  // Every e-mail goes through the guard that skips a barred account's
  // address; only the barred notice uses the provider itself.
  await app.register(providersPlugin, {
    providers: { ...providers, email: barredAddressGuard(db, providers.email, app.log) },
  });
  await app.register(metricsPlugin, { metrics });
  await app.register(requestLogHooks);
  await app.register(mailersPlugin);
  await app.register(errorHandler);
  await app.register(closingPlugin);
  await app.register(securityPlugin);
  await app.register(noStoreHook);
  await app.register(deferredStartUpPlugin, { work: deferred });
  // JSON answers go out brotli/gzip-compressed when the client accepts it;
  // the history cache and the built web app bring their own compressed bytes.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(schedulerPlugin, { scheduler });
  await app.register(payoutsPlugin, { scheduler, fake: demo.payouts, settleWithdrawal });
  await app.register(barredAccountsPlugin, { email: providers.email });
  await app.register(barredAccountsJob, { scheduler });
  await app.register(barredListPlugin, { settings, scheduler, fake: demo.barredList });
  await app.register(protectionHook);
}

async function registerModules(
  app: FastifyInstance,
  { config, settings, scheduler, demo }: Parts,
  rounds: Pick<BuildAppOptions, 'simulateRounds' | 'roundsClock'>,
): Promise<void> {
  await app.register(routes('history', historyPlugin), {
    prefix: mountPrefix('history'),
    simulate: rounds.simulateRounds ?? true,
    ...(rounds.roundsClock === undefined ? {} : { simulator: { clock: rounds.roundsClock } }),
  });
  await app.register(routes('health', healthRoutes));
  await app.register(routes('settings-routes', settingsRoutes), { testDocuments: TEST_DOCUMENTS });
  await app.register(routes('verifier-page', verifierPageRoutes));
  await app.register(gameAggregatorPlugin, { settings, fake: demo.aggregator });
  await app.register(routes('game-wallet', gameWalletRoutes, ['game-aggregator', 'payouts']), {
    prefix: '/games-wallet',
    walletKey: app.gameAggregator?.settings.walletKey ?? null,
    previousWalletKey: app.gameAggregator?.settings.previousWalletKey,
  });
  await app.register(
    routes('platform', platformPlugin, ['@fastify/cookie', 'mailers', 'barred-list']),
    { devices: deviceKeys(config) },
  );
  await app.register(routes('statement', statementRoutes));
  await app.register(routes('wallet-routes', walletPlugin));
  await app.register(routes('casino', casinoRoutes, ['game-aggregator']));
  await app.register(routes('alerts', alertRoutes));
  await app.register(routes('client-errors', clientErrorRoutes), { path: '/api/client-errors' });
  await app.register(routes('protection', protectionRoutes));
  await app.register(routes('balance-stream', balanceStreamPlugin), {});
  await app.register(routes('user-records', userRecordsPlugin), { prefix: mountPrefix('users') });
  await app.register(routes('kyc', kycPlugin), { prefix: mountPrefix('kyc') });
  await app.register(routes('cep', cepRoutes), { prefix: mountPrefix('cep') });
  await app.register(routes('provider-callbacks', callbackRoutes, ['payouts']), {
    prefix: '/providers-api',
  });
  await app.register(retentionJob, { scheduler });
  await app.register(auditVerifyJob, { scheduler });
  await app.register(routes('demo', demo.routes, ['payouts', 'barred-accounts']));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Messages zod writes itself (a field of the wrong type) are in pt-BR too.
  z.config(z.locales.ptBR());
  const startUp = options.startUp ?? new StartUpSteps();
  const settings = settingsFor(options);
  const app = Fastify({
    logger: loggerOptions(options.config.LOG_LEVEL, options.logStream),
    ...serverOptions(options.config),
  });
  const parts = await assembleParts(app.log, { ...options, settings, startUp });
  startUp.done('create the server');
  try {
    await registerSharedPlugins(app, parts);
    await registerModules(app, parts, options);
    startUp.done('register the modules');
    await app.register(webAppPlugin, { directory: parts.config.WEB_DIST_DIR });
    startUp.done('register the web app');
    await app.register(opsPlugin);
    startUp.done('register the back office');
    if (options.deferSeed !== true) {
      await parts.deferred.run();
      startUp.done('seed');
    }
  } catch (error) {
    await closeFailedStart(app, parts.db);
    throw error;
  }
  return app;
}

/**
 * A plugin (or the seed) failed after the database opened: close what was
 * started, and the database even when its plugin, which closes it with the
 * app, was never registered (on PGlite its lock file would stay behind).
 */
async function closeFailedStart(app: FastifyInstance, db: Database): Promise<void> {
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing after a failed start failed');
  } finally {
    await db.close();
  }
}
