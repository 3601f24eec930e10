import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '#/clock.js';
import type { Config } from '#/env.js';
import type { Database } from './database.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
  }
}

export interface CorePluginOptions {
  config: Config;
  clock: Clock;
  db: Database;
}

export const databasePlugin = fp(
  (app: FastifyInstance, options: CorePluginOptions) => {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
    app.decorate('db', options.db);
    app.addHook('onClose', () => options.db.close());
  },
  { name: 'database' },
);
