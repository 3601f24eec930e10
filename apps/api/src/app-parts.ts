import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '#/clock.js';
import { currentRole, roleOverreach } from '#/db/database-roles.js';
import type { Database } from '#/db/database.js';
import type { Config } from '#/env.js';
import { timerScheduler, type Scheduler } from '#/jobs/scheduler.js';
import { createMetrics, type Metrics } from '#/metrics/metrics.js';
import { pickProviders } from '#/providers/providers.js';
import { demoParts, type DemoParts } from '#/sandbox/demo-parts.js';
import { demoDatabaseMessage, demoDataProblems } from '#/seed/demo-data-check.js';
import { seed } from '#/seed/seed.js';
import { databaseRoleMessage } from '#/settings/database-role-check.js';
import { demoRuntimeSettings, type RuntimeSettings } from '#/settings/runtime.js';
import { openApiDatabase } from '#/start-up/api-database.js';
import { DeferredStartUp } from '#/start-up/deferred-start-up.js';
import type { StartUpSteps } from '#/start-up/start-up-steps.js';

export interface PartsOptions {
  config: Config;
  /** Defaults to Date.now; tests pass a controllable clock, the e2e harness a movable one. */
  clock?: Clock;
  /** Defaults to the database the configuration names; the app closes it on close(). */
  db?: Database;
  /**
   * Instead of `db`: the database server.ts began opening before it loaded
   * the modules (start-up/opening-database.ts); the app closes it on close().
   */
  opening?: Promise<Database>;
  /** Mode and operator settings; tests in demo mode may leave it out. */
  settings?: RuntimeSettings;
  /**
   * Only tests on the demo-seeded template accept a demo's data in production
   * (seed/demo-data-check.ts).
   */
  acceptDemoDatabase?: boolean;
  /**
   * Only tests, whose databases the test server's superuser owns, accept a
   * role that could rewrite the audit trail (db/database-roles.ts).
   */
  acceptOwnerRole?: boolean;
  /** Defaults to a fresh registry; tests and the benchmark pass their own. */
  metrics?: Metrics;
  /** When the payout jobs run; tests pass a scheduler that runs nothing by itself. */
  scheduler?: Scheduler;
}

export interface Parts {
  config: Config;
  clock: Clock;
  db: Database;
  settings: RuntimeSettings;
  metrics: Metrics;
  providers: ReturnType<typeof pickProviders>;
  scheduler: Scheduler;
  /** Work that can wait until the server listens: the seed, then the steps that need its rows. */
  deferred: DeferredStartUp;
  /** The sandbox's doubles and routes in a demo; none in production. */
  demo: DemoParts;
}

/** The settings, refused when they were loaded for another APP_MODE. */
export function settingsFor(options: PartsOptions): RuntimeSettings {
  const settings = options.settings ?? demoRuntimeSettings();
  if (settings.mode !== options.config.APP_MODE)
    throw new Error(
      `APP_MODE=${options.config.APP_MODE}: settings were loaded for ${settings.mode}`,
    );
  return settings;
}

/**
 * Production refuses a database holding a demo's data, and on PostgreSQL a
 * role that could rewrite the audit trail; only tests turn these off.
 */
async function refuseUnsafeDatabase(
  db: Database,
  settings: RuntimeSettings,
  options: Pick<PartsOptions, 'acceptDemoDatabase' | 'acceptOwnerRole'>,
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

async function databaseAndSeed(
  log: FastifyBaseLogger,
  options: PartsOptions & { settings: RuntimeSettings; startUp: StartUpSteps; clock: Clock },
): Promise<{ db: Database; metrics: Metrics; deferred: DeferredStartUp }> {
  const { config, settings, clock } = options;
  const seedDemo = config.SEED && settings.mode === 'demo';
  const metrics = options.metrics ?? createMetrics();
  const db = await openApiDatabase({
    config,
    db: options.db ?? options.opening,
    metrics,
    startUp: options.startUp,
    onAfterCommitError: (error) => {
      log.error({ err: error }, 'work after a commit failed');
    },
    check: (opened) => refuseUnsafeDatabase(opened, settings, options),
  });
  const deferred = new DeferredStartUp();
  if (config.SEED) deferred.add('seed', () => seed(db, { config, now: clock(), demo: seedDemo }));
  return { db, metrics, deferred };
}

export async function assembleParts(
  log: FastifyBaseLogger,
  options: PartsOptions & { settings: RuntimeSettings; startUp: StartUpSteps },
): Promise<Parts> {
  const { config, settings } = options;
  const clock = options.clock ?? systemClock;
  const { db, metrics, deferred } = await databaseAndSeed(log, { ...options, clock });
  const providers = pickProviders(settings, {
    db,
    appOrigin: new URL(config.APP_ORIGIN).origin,
    clock,
    documentCacheDays: config.DOCUMENT_CHECK_CACHE_DAYS,
    wire: { metrics },
  });
  const scheduler =
    options.scheduler ??
    timerScheduler((error) => {
      log.warn({ err: error }, 'background job failed, retrying at its next turn');
    });
  const demo = demoParts(settings, config);
  return { config, clock, db, settings, metrics, providers, scheduler, deferred, demo };
}
