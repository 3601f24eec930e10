// The deletes are idempotent, so several processes only repeat each other's work.
import { DAY_MS, HOUR_MS, SECOND_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '#/jobs/scheduler.js';
import { purgeExpired } from './retention.js';

export const RETENTION_INTERVAL_MS = HOUR_MS;

function addRetentionJob(app: FastifyInstance, { scheduler }: { scheduler: Scheduler }): void {
  const purge = async () => {
    try {
      const purged = await purgeExpired(app.db, app.clock(), {
        loginFailureWindowMs: app.config.LOGIN_FAILURE_WINDOW_SECONDS * SECOND_MS,
        trustedDeviceMs: app.config.LOGIN_TRUSTED_DEVICE_DAYS * DAY_MS,
      });
      app.log.info({ purged }, 'retention: expired rows deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'retention: purge failed, retrying next hour');
    }
  };
  app.addHook('onReady', () => {
    scheduler.every(RETENTION_INTERVAL_MS, purge);
    return Promise.resolve();
  });
}

/** The app's own job, so registered through fastify-plugin. */
export const retentionJob = fp(addRetentionJob, {
  name: 'retention-job',
  dependencies: ['database', 'scheduler'],
});
