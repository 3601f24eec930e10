// The deletes are idempotent, so several processes only repeat each other's work.
import { DAY_MS, HOUR_MS, SECOND_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from './retention.js';

export const RETENTION_INTERVAL_MS = HOUR_MS;

function addRetentionJob(
  app: FastifyInstance,
  { intervalMs = RETENTION_INTERVAL_MS }: { intervalMs?: number } = {},
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
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
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('preClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}

/** The app's own job, so registered through fastify-plugin. */
export const retentionJob = fp(addRetentionJob, {
  name: 'retention-job',
  dependencies: ['database'],
});
