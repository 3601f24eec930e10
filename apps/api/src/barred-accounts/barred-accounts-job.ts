// Both tasks are idempotent, so several api processes only repeat each other's work.
import { MINUTE_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '#/jobs/scheduler.js';

/** Often enough that a balance leaves well within the 2 days the norms give after the window. */
export const BARRED_ACCOUNTS_INTERVAL_MS = 10 * MINUTE_MS;

function addBarredAccountsJob(app: FastifyInstance, { scheduler }: { scheduler: Scheduler }): void {
  app.addHook('onReady', () => {
    scheduler.every(BARRED_ACCOUNTS_INTERVAL_MS, async () => {
      await app.barredAccounts.sendUnsentNotices();
      await app.barredAccounts.endDueWindows();
    });
    return Promise.resolve();
  });
}

/** The app's own job, so registered through fastify-plugin. */
export const barredAccountsJob = fp(addBarredAccountsJob, {
  name: 'barred-accounts-job',
  dependencies: ['barred-accounts'],
});
