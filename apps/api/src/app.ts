// Builds the api: cross-cutting plugins first (database, errors, security,
// auth), then one plugin per module. server.ts listens; tests call inject().
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { mountPrefix } from '@velas/domain/services';
import { z } from 'zod';
import { authPlugin } from './auth/auth-plugin.js';
import { systemClock, type Clock } from './clock.js';
import type { Database } from './db/database.js';
import { databasePlugin } from './db/database-plugin.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import type { Config } from './env.js';
import { healthRoutes } from './health/health-routes.js';
import { historyPlugin } from './history/history-plugin.js';
import { cepPlugin } from './cep/cep-plugin.js';
import { closingPlugin } from './http/closing.js';
import { useZodSchemas } from './http/zod-compilers.js';
import { errorHandler, sendFrameworkError, sendNotFound } from './http/error-handler.js';
import { kycPlugin } from './kyc/kyc-plugin.js';
import { platformPlugin } from './platform/platform-plugin.js';
import { usersPlugin } from './users/users-plugin.js';
import { hasBuiltWebApp, registerWebApp } from './web/web-app.js';
import { loggerOptions } from './http/logging.js';
import { securityPlugin } from './http/security.js';
import { seed } from './seed/seed.js';

export interface BuildAppOptions {
  config: Config;
  /** Defaults to Date.now; tests pass a controllable clock. */
  clock?: Clock;
  /** Defaults to the database the configuration names; the app closes it on close(). */
  db?: Database;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  // Messages zod writes itself (a field of the wrong type) are in pt-BR too.
  z.config(z.locales.ptBR());

  const db = options.db ?? (await openDatabase(config));
  try {
    await migrate(db);
    if (config.SEED) await seed(db, { config, now: clock() });
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Its built-in 503 while closing is English; closingPlugin answers in pt-BR.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
  });
  useZodSchemas(app);
  await app.register(databasePlugin, { config, clock, db });
  await app.register(errorHandler);
  await app.register(closingPlugin);
  await app.register(securityPlugin);
  // JSON answers go out brotli/gzip-compressed when the client accepts it;
  // the history cache and the built web app bring their own compressed bytes.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(authPlugin);
  await app.register(historyPlugin, { prefix: mountPrefix('history') });

  healthRoutes(app);
  await app.register(platformPlugin);
  await app.register(usersPlugin, { prefix: mountPrefix('users') });
  await app.register(kycPlugin, { prefix: mountPrefix('kyc') });
  await app.register(cepPlugin, { prefix: mountPrefix('cep') });

  if (hasBuiltWebApp(config.WEB_DIST_DIR)) await registerWebApp(app, config.WEB_DIST_DIR);
  else app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}
