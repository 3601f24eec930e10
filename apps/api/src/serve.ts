// What server.ts runs once the compile cache is on: the settings read and the
// database opening begun before the app's modules load
// (docs/operations/start-up.md#start-up), so every other import is dynamic;
// then it listens, and shuts down cleanly on SIGINT/SIGTERM: it stops
// accepting requests, lets running ones finish, closes the database. The test
// harnesses' entry (test-server/) adds options of its own; production adds none.
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '#/app.js';
import type { Runtime } from '#/settings/runtime.js';
import type { StartUpSteps } from '#/start-up/start-up-steps.js';

/** What a test harness adds to the app, decided once the settings are read. */
export type HarnessOptions = (
  runtime: Runtime,
) => Pick<BuildAppOptions, 'clock' | 'simulateRounds' | 'roundsClock'>;

async function startApp(startUp: StartUpSteps, harness?: HarnessOptions): Promise<FastifyInstance> {
  try {
    const [{ readEnvironment }, { loadRuntime }, { beginOpeningDatabase }] = await Promise.all([
      import('#/env.js'),
      import('#/settings/runtime.js'),
      import('#/start-up/opening-database.js'),
    ]);
    startUp.done('load the first modules');
    const runtime = loadRuntime(readEnvironment());
    const added = harness?.(runtime) ?? {};
    startUp.done('read the settings');
    const opening = beginOpeningDatabase(runtime.config);
    const { buildApp } = await import('#/app.js');
    startUp.done('load the modules (the database opening meanwhile)');
    // The seed runs once listening (listen below); requests wait for it meanwhile.
    return await buildApp({ ...runtime, ...added, startUp, deferSeed: true, opening });
  } catch (error) {
    // Bad or (in production) unsafe configuration, or a database already open:
    // one clear message, no stack.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // Requests in flight finish, but their keep-alive connections would then hold
    // the close open until they time out (and the forced exit would skip closing
    // the database): close each connection as soon as it goes idle.
    const closeIdle = setInterval(() => {
      app.server.closeIdleConnections();
      app.ops.server.closeIdleConnections();
    }, 50);
    try {
      await app.close();
      clearInterval(closeIdle);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function listen(app: FastifyInstance, startUp: StartUpSteps): Promise<void> {
  const config = app.config;
  try {
    await app.ready();
    startUp.done('get ready');
    await app.listen({ host: config.HOST, port: config.PORT });
    startUp.done('listen');
    await app.ops.listen({ host: config.OPS_HOST, port: config.OPS_PORT });
    startUp.done('listen (back office)');
    app.log.info({ steps: startUp.list() }, 'start-up steps');
    // Loaded with the app already.
    const { runDeferredStartUp } = await import('#/start-up/deferred-start-up-plugin.js');
    void runDeferredStartUp(app);
    app.log.info(`app: ${config.APP_ORIGIN} · back office: ${config.OPS_ORIGIN}`);
  } catch (error) {
    app.log.error({ err: error }, 'não foi possível iniciar');
    await app.close();
    process.exit(1);
  }
}

/** Starts the api: production passes no `harness`. */
export async function serve(startUp: StartUpSteps, harness?: HarnessOptions): Promise<void> {
  const app = await startApp(startUp, harness);
  closeOnSignals(app);
  await listen(app, startUp);
}
