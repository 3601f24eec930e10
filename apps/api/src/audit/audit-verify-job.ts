// A minute after start and then hourly, exported as velas_audit_chain_broken.
import { HOUR_MS, MINUTE_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '#/jobs/scheduler.js';
import { verifyAuditChain, type ChainReport } from './verify-audit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the chain now and updates its metrics (the job's own step; tests call it). */
    verifyAuditChain: () => Promise<ChainReport>;
  }
}

export const AUDIT_VERIFY_FIRST_MS = MINUTE_MS;
export const AUDIT_VERIFY_INTERVAL_MS = HOUR_MS;

function addAuditVerifyJob(app: FastifyInstance, { scheduler }: { scheduler: Scheduler }): void {
  const verify = async (): Promise<ChainReport> => {
    const result = await verifyAuditChain(app.db);
    app.metrics.auditChainBroken.set(result.broken === null ? 0 : 1);
    app.metrics.auditChainRows.set(result.rows);
    app.metrics.auditChainVerified.set(app.clock() / 1000);
    if (result.broken !== null)
      app.log.error({ broken: result.broken }, 'audit: hash chain broken (run audit verify)');
    return result;
  };
  app.decorate('verifyAuditChain', verify);

  app.addHook('onReady', () => {
    scheduler.every(
      AUDIT_VERIFY_INTERVAL_MS,
      () =>
        verify().catch((error: unknown) => {
          app.log.warn({ err: error }, 'audit: chain verification failed, retrying next hour');
        }),
      AUDIT_VERIFY_FIRST_MS,
    );
    return Promise.resolve();
  });
}

/** The app's own job, so registered through fastify-plugin. */
export const auditVerifyJob = fp(addAuditVerifyJob, {
  name: 'audit-verify-job',
  dependencies: ['database', 'metrics', 'scheduler'],
});
