// A check names the setting or file that failed, never a value.
import { BET_HOUSES } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import type { ReadinessCheck, ReadinessDetails } from '@velas/domain/schemas/health';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { readMigrations } from '#/db/migrate.js';
import { Unavailable } from '#/domain-errors.js';
import { readSettingsFile } from '#/settings/read-settings-file.js';
import { appliedMigrationVersions, newestRoundTimes, pingDatabase } from './health-repository.js';

const OK: ReadinessCheck = { ok: true };
const NOT_CHECKED: ReadinessCheck = { ok: false, problem: commonMessages.readyNotChecked };

function failed(problem: string): ReadinessCheck {
  return { ok: false, problem };
}

async function checkMigrations(app: FastifyInstance): Promise<ReadinessCheck> {
  const applied = await appliedMigrationVersions(app.db);
  const pending = readMigrations()
    .filter((migration) => !applied.has(migration.version))
    .map((migration) => migration.name);
  return pending.length === 0
    ? OK
    : failed(`${commonMessages.readyMigrationsPending} ${pending.join(', ')}`);
}

function checkSettings(app: FastifyInstance): ReadinessCheck {
  const file = app.config.OPERATOR_SETTINGS_FILE;
  if (file === undefined) return OK;
  const read = readSettingsFile(file);
  return read.ok
    ? OK
    : failed(`${commonMessages.readySettingsInvalid} ${read.problems.join('; ')}`);
}

async function checkRoundFeed(app: FastifyInstance): Promise<ReadinessCheck> {
  const stallSeconds = app.config.ROUND_FEED_STALL_SECONDS;
  if (stallSeconds === 0) return OK;
  const houses = [...new Set([...BET_HOUSES, ...(app.settings.operator.simulatedBetHouses ?? [])])];
  const newest = await newestRoundTimes(app.db, houses);
  const now = app.clock();
  const stalled = [...newest]
    .filter(([, time]) => now - time > stallSeconds * 1000)
    .map(([house, time]) => `${house} (${Math.round((now - time) / 1000)} s)`);
  return stalled.length === 0
    ? OK
    : failed(`${commonMessages.readyFeedStalled} ${stallSeconds} s: ${stalled.join(', ')}`);
}

/** The work a start does once it listens, the seed first (start-up/deferred-start-up.ts). */
function checkStartUp(app: FastifyInstance): ReadinessCheck {
  switch (app.deferredStartUp.state) {
    case 'done':
      return OK;
    case 'pending':
      return failed(commonMessages.readyStartUpPending);
    case 'failed':
      return failed(commonMessages.readyStartUpFailed);
  }
}

export async function readiness(app: FastifyInstance): Promise<ReadinessDetails> {
  const settings = checkSettings(app);
  let database = OK;
  try {
    await pingDatabase(app.db);
  } catch (error) {
    app.log.error({ err: error }, 'readiness: database unavailable');
    database = failed(commonMessages.readyDatabaseDown);
  }
  const guarded = async (check: () => Promise<ReadinessCheck>) => {
    if (!database.ok) return NOT_CHECKED;
    try {
      return await check();
    } catch (error) {
      app.log.error({ err: error }, 'readiness: check failed');
      return failed(commonMessages.readyDatabaseDown);
    }
  };
  const checks = {
    database,
    migrations: await guarded(() => checkMigrations(app)),
    settings,
    roundFeed: await guarded(() => checkRoundFeed(app)),
    startUp: checkStartUp(app),
  };
  const ready = Object.values(checks).every((check) => check.ok);
  return { status: ready ? 'ready' : 'not-ready', checks };
}

/** GET /health: the database answers a ping, or 503 with the cause logged (never answered). */
export async function databaseHealth(
  app: Pick<FastifyInstance, 'db'>,
  { log }: { log: FastifyBaseLogger },
): Promise<{ status: 'ok'; database: 'pglite' | 'postgres' }> {
  try {
    await pingDatabase(app.db);
  } catch (error) {
    log.error({ err: error }, 'health check: database unavailable');
    throw new Unavailable(commonMessages.serviceUnavailable);
  }
  return { status: 'ok', database: app.db.engine };
}

/**
 * GET /health/ready's check. A probe comes every few seconds: the same
 * failures are logged once, not at every poll, and the recovery once.
 */
export function loggedReadiness(app: FastifyInstance): () => Promise<ReadinessDetails> {
  let lastLogged = '';
  return async () => {
    const details = await readiness(app);
    const failed = Object.entries(details.checks).filter(([, check]) => !check.ok);
    const summary = JSON.stringify(failed);
    if (summary !== lastLogged && failed.length > 0)
      app.log.warn({ checks: Object.fromEntries(failed) }, 'not ready');
    else if (summary !== lastLogged) app.log.info('ready again');
    lastLogged = summary;
    return details;
  };
}
