// Requests wait, so none is answered from a database seeded half-way; the
// probes answer at once.
import { commonMessages } from '@velas/domain/messages/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Unavailable } from '#/domain-errors.js';
import type { DeferredStartUp } from './deferred-start-up.js';
import { StartUpSteps } from './start-up-steps.js';

declare module 'fastify' {
  interface FastifyInstance {
    deferredStartUp: DeferredStartUp;
  }
}

const PROBES = new Set(['/health', '/health/live', '/health/ready']);

export const deferredStartUpPlugin = fp(
  (app: FastifyInstance, { work }: { work: DeferredStartUp }) => {
    app.decorate('deferredStartUp', work);
    app.addHook('onRequest', async (request) => {
      if (work.state === 'done' || PROBES.has(request.routeOptions.url ?? '')) return;
      // Its failure was logged where it ran (runDeferredStartUp).
      await work.run().catch(() => undefined);
      if (work.state === 'failed') throw new Unavailable(commonMessages.serviceUnavailable);
    });
  },
  { name: 'deferred-start-up', dependencies: ['error-handler'] },
);

/**
 * Runs the deferred work once the server listens (server.ts) and logs how
 * long it took, or its failure: requests other than the probes then get 503
 * and /health/ready says why. Never rejects.
 */
export async function runDeferredStartUp(app: FastifyInstance): Promise<void> {
  const steps = new StartUpSteps();
  try {
    await app.deferredStartUp.run();
    steps.done('seed');
    app.log.info({ steps: steps.list() }, 'start-up steps after listening');
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed after listening: requests get 503');
  }
}
