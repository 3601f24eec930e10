// Builds the api: the start-up checks, then every part a plugin, in one
// list where each plugin names those it needs, then the built web app and
// the back office's listener. server.ts listens; tests call inject().
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { mountPrefix } from '@velas/domain/services';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyPluginOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { alertRoutes } from '#/alerts/alert-routes';
import { auditVerifyJob } from '#/audit/audit-verify-job';
import { authPlugin } from '#/auth/auth-plugin';
import { barredAccountsJob } from '#/barred-accounts/barred-accounts-job';
import { barredAccountsPlugin } from '#/barred-accounts/barred-accounts-plugin';
import { barredAddressGuard } from '#/barred-accounts/barred-email-guard';
import { barredListPlugin } from '#/barred-list-checks/barred-list-plugin';
import { casinoRoutes } from '#/casino/casino-routes';
import { offsetClock, systemClock, type Clock } from '#/clock';
import { withAfterCommit } from '#/db/after-commit';
import type { Database } from '#/db/database';
import { databasePlugin } from '#/db/database-plugin';
import { currentRole, prepareForApi, roleOverreach } from '#/db/database-roles';
import { isFirstPgliteStart, openDatabase } from '#/db/open-database';
import type { Config } from '#/env';
import { gameAggregatorPlugin } from '#/games/game-aggregator';
import { gameWalletRoutes } from '#/games/wallet-routes';
import { healthRoutes } from '#/health/health-routes';
import { historyPlugin } from '#/history/history-plugin';
import { closingPlugin } from '#/http/closing';
import { errorHandler, sendFrameworkError } from '#/http/error-handler';
import { loggerOptions, newRequestId, requestLogHooks } from '#/http/logging';
import { noStoreHook } from '#/http/no-store';
import { securityPlugin } from '#/http/security';
import { zodSchemas } from '#/http/zod-compilers';
import { idempotencyPlugin } from '#/idempotency/idempotency-plugin';
import { timerScheduler, type Scheduler } from '#/jobs/scheduler';
import { kycPlugin } from '#/kyc/kyc-plugin';
import { createMetrics, type Metrics } from '#/metrics/metrics';
import { metricsPlugin } from '#/metrics/metrics-plugin';
import { balanceStreamPlugin } from '#/money/balance-stream-routes';
import { statementRoutes } from '#/money/statement-routes';
import { opsPlugin } from '#/ops/ops-plugin';
import { payoutsPlugin } from '#/payouts/payouts-plugin';
import { deviceKeys } from '#/platform/device-cookie';
import { mailersPlugin } from '#/platform/mailers-plugin';
import { platformPlugin } from '#/platform/platform-plugin';
import { protectionHook } from '#/protection/protection-hook';
import { protectionRoutes } from '#/protection/protection-routes';
import { callbackRoutes } from '#/provider-callbacks/callback-routes';
import { pickProviders } from '#/providers/providers';
import { providersPlugin } from '#/providers/providers-plugin';
import { cepRoutes } from '#/public-routes/cep-routes';
import { clientErrorRoutes } from '#/public-routes/client-error-routes';
import { verifierPageRoutes } from '#/public-routes/verifier-page';
import { webAppPlugin } from '#/public-routes/web-app';
import { retentionJob } from '#/retention/retention-job';
import { demoParts, type DemoParts } from '#/sandbox/demo-parts';
import { beginDemoPasswordHash } from '#/seed/demo-account';
import { demoDatabaseMessage, demoDataProblems } from '#/seed/demo-data-check';
import { seed } from '#/seed/seed';
import { databaseRoleMessage } from '#/settings/database-role-check';
import { demoRuntimeSettings, type RuntimeSettings } from '#/settings/runtime';
import { settingsPlugin } from '#/settings/settings-plugin';
import { settingsRoutes } from '#/settings/settings-routes';
import { DeferredStartUp } from '#/start-up/deferred-start-up';
import { deferredStartUpPlugin } from '#/start-up/deferred-start-up-plugin';
import { StartUpSteps } from '#/start-up/start-up-steps';
import { userRecordsPlugin } from '#/user-records/user-records-plugin';
import { walletPlugin } from '#/wallet/wallet-plugin';
import { settleWithdrawal } from '#/wallet/withdrawals/settlement';

export interface BuildAppOptions {
  config: Config;
  /** Defaults to Date.now; tests pass a controllable clock. */
  clock?: Clock;
  /** Defaults to the database the configuration names; the app closes it on close(). */
  db?: Database;
  /** Mode and operator settings; tests in demo mode may leave it out. */
  settings?: RuntimeSettings;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
  /**
   * Production refuses a database holding a demo's data (seed/demo-data-check.ts).
   * Only tests built on the demo-seeded template turn that off, and say so.
   */
  acceptDemoDatabase?: boolean;
  /**
   * Production on PostgreSQL refuses a role that could rewrite the audit trail
   * (db/database-roles.ts). Test databases belong to the test server's
   * superuser: only tests turn it off, and the test harness says so.
   */
  acceptOwnerRole?: boolean;
  /** Defaults to a fresh registry; tests and the benchmark pass their own. */
  metrics?: Metrics;
  /** When the payout jobs run; tests pass a scheduler that runs nothing by itself. */
  scheduler?: Scheduler;
  /** Where the start's steps are timed (server.ts logs them); by default nowhere. */
  startUp?: StartUpSteps;
  /**
   * Leave the seed (app.deferredStartUp) for the caller to run once it
   * listens, as server.ts does; requests wait for it meanwhile. Without it
   * buildApp runs it before it returns.
   */
  deferSeed?: boolean;
}

function trustNearestHops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

/**
 * Production refuses a database holding a demo's data, and on PostgreSQL a
 * role that could rewrite the audit trail; only tests turn these off.
 */
async function refuseUnsafeDatabase(
  db: Database,
  settings: RuntimeSettings,
  options: Pick<BuildAppOptions, 'acceptDemoDatabase' | 'acceptOwnerRole'>,
): Promise<void> {
  if (settings.mode !== 'production') return;
  if (options.acceptDemoDatabase !== true) {
    const problems = await demoDataProblems(db, settings.operator);
    if (problems.length > 0) throw new Error(demoDatabaseMessage(problems));
  }
  if (db.engine === 'postgres' && options.acceptOwnerRole !== true) {
    const overreach = await roleOverreach(db);
    if (overreach.length > 0)
      throw new Error(databaseRoleMessage(await currentRole(db), overreach));
  }
}

/** What the plugins are built from. */
interface Parts {
  config: Config;
  clock: Clock;
  db: Database;
  settings: RuntimeSettings;
  providers: ReturnType<typeof pickProviders>;
  scheduler: Scheduler;
  deferred: DeferredStartUp;
  /** The sandbox's doubles and routes in a demo; none in production. */
  demo: DemoParts;
}

/**
 * What a route gets only from plugins registered before it: the type
 * compilers, the request context and metrics, the log line, the error
 * handler, the 503 while closing, the security headers, no-store, the wait
 * for the seed, compression, the authenticate hook, idempotency and the
 * protection hook.
 */
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
 * Every part a plugin. Each names the plugins it needs, and Fastify refuses
 * to start when one is registered before them.
 */
async function registerPlugins(
  app: FastifyInstance,
  { config, clock, db, settings, providers, scheduler, deferred, demo }: Parts,
  metrics: Metrics,
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
  // Reads the device cookies of the sign-in calls (platform/device-cookie.ts).
  await app.register(fastifyCookie);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(payoutsPlugin, { scheduler, fake: demo.payouts, settleWithdrawal });
  await app.register(barredAccountsPlugin, { email: providers.email });
  await app.register(barredAccountsJob, { scheduler });
  await app.register(barredListPlugin, { settings, scheduler, fake: demo.barredList });
  await app.register(protectionHook);
  await app.register(routes('history', historyPlugin), {
    prefix: mountPrefix('history'),
    // Rounds keep real time under a moved test clock: a day ahead must not
    // simulate a day of rounds that every later test would then see.
    ...(config.TEST_CLOCK_FILE === undefined ? {} : { simulator: { clock: systemClock } }),
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
  await app.register(retentionJob);
  await app.register(auditVerifyJob);
  await app.register(routes('demo', demo.routes, ['payouts', 'barred-accounts']));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock =
    options.clock ??
    (config.TEST_CLOCK_FILE === undefined ? systemClock : offsetClock(config.TEST_CLOCK_FILE));
  // Messages zod writes itself (a field of the wrong type) are in pt-BR too.
  z.config(z.locales.ptBR());

  const startUp = options.startUp ?? new StartUpSteps();
  const settings = options.settings ?? demoRuntimeSettings();
  if (settings.mode !== config.APP_MODE)
    throw new Error(`APP_MODE=${config.APP_MODE}: settings were loaded for ${settings.mode}`);

  const trustProxy =
    typeof config.TRUST_PROXY === 'number'
      ? trustNearestHops(config.TRUST_PROXY)
      : config.TRUST_PROXY;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    // One line per request, written by requestLogHooks (docs/operations/logs.md#logs).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    bodyLimit: 64 * 1024,
    // A hop count (trust the n nearest hops) or the proxies' addresses; env.ts
    // refuses "trust every hop".
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Its built-in 503 while closing is English; closingPlugin answers in pt-BR.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
  });
  const seedDemo = config.SEED && settings.mode === 'demo';
  // A first start on PGlite has no demo account yet: its password's scrypt
  // begins now, on another thread, while the database opens.
  const earlyDemoHash =
    seedDemo && options.db === undefined && isFirstPgliteStart(config)
      ? beginDemoPasswordHash(config.SCRYPT_LOG_N)
      : undefined;
  // Metrics and payout sends wait for the commit (db/after-commit.ts); the
  // transactions carry the metrics, so a job's money is counted too.
  const metrics = options.metrics ?? createMetrics();
  const db = withAfterCommit(
    options.db ?? (await openDatabase(config)),
    (error: unknown) => {
      app.log.error({ err: error }, 'work after a commit failed');
    },
    { metrics },
  );
  startUp.done('open the database');
  try {
    await prepareForApi(db, config);
    startUp.done('migrate');
    await refuseUnsafeDatabase(db, settings, options);
    startUp.done('check the database');
  } catch (error) {
    await db.close();
    throw error;
  }
  // Work that can wait until the server listens: the seed, then the steps
  // plugins add that need the seeded rows. server.ts runs it after listen()
  // (deferSeed); otherwise buildApp runs it before returning.
  const deferred = new DeferredStartUp();
  if (config.SEED)
    deferred.add('seed', () =>
      seed(db, { config, now: clock(), demo: seedDemo, demoPasswordHash: earlyDemoHash }),
    );

  const providers = pickProviders(
    settings,
    db,
    new URL(config.APP_ORIGIN).origin,
    clock,
    {
      documentCacheDays: config.DOCUMENT_CHECK_CACHE_DAYS,
    },
    { metrics },
  );
  const scheduler =
    options.scheduler ??
    timerScheduler((error) => {
      app.log.warn({ err: error }, 'background job failed, retrying at its next turn');
    });

  startUp.done('create the server');

  const parts: Parts = {
    config,
    clock,
    db,
    settings,
    providers,
    scheduler,
    deferred,
    demo: demoParts(settings, config),
  };
  try {
    await registerPlugins(app, parts, metrics);
    startUp.done('register the modules');
    await app.register(webAppPlugin, { directory: config.WEB_DIST_DIR });
    startUp.done('register the web app');
    // The back office's own listener: it shares what the others decorated.
    await app.register(opsPlugin, { trustProxy });
    startUp.done('register the back office');
    if (options.deferSeed !== true) {
      await deferred.run();
      startUp.done('seed');
    }
  } catch (error) {
    await closeFailedStart(app, db);
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
