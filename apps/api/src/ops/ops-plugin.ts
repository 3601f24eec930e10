// It closes before the api's onClose closes the shared database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildOpsApp } from './ops-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's listener, with every /ops-api route (ops/ops-app.ts); server.ts listens on it. */
    ops: FastifyInstance;
  }
}

export const opsPlugin = fp(
  async (app: FastifyInstance) => {
    const ops = await buildOpsApp(app);
    app.decorate('ops', ops);
    app.addHook('onReady', () => ops.ready().then(() => undefined));
    app.addHook('preClose', () => ops.close());
  },
  {
    name: 'ops',
    dependencies: ['database', 'settings', 'providers', 'metrics', 'payouts', 'deferred-start-up'],
  },
);
