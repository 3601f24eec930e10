// Shuts down cleanly on SIGINT/SIGTERM: stops accepting requests, lets running
// ones finish, closes the database.
import { buildApp } from '#/app.js';
import { readEnvironment } from '#/env.js';
import { loadRuntime } from '#/settings/runtime.js';
import { runDeferredStartUp } from '#/start-up/deferred-start-up-plugin.js';
import { StartUpSteps } from '#/start-up/start-up-steps.js';

const startUp = StartUpSteps.sinceProcessStart();
startUp.done('load the modules');
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  const runtime = loadRuntime(readEnvironment());
  startUp.done('read the settings');
  // The seed runs once listening, below; requests wait for it meanwhile.
  app = await buildApp({ ...runtime, startUp, deferSeed: true });
} catch (error) {
  // Bad or (in production) unsafe configuration, or a database already open:
  // one clear message, no stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const config = app.config;

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

try {
  await app.ready();
  startUp.done('get ready');
  await app.listen({ host: config.HOST, port: config.PORT });
  startUp.done('listen');
  await app.ops.listen({ host: config.OPS_HOST, port: config.OPS_PORT });
  startUp.done('listen (back office)');
  app.log.info({ steps: startUp.list() }, 'start-up steps');
  void runDeferredStartUp(app);
  app.log.info(`app: ${config.APP_ORIGIN} · back office: ${config.OPS_ORIGIN}`);
} catch (error) {
  app.log.error({ err: error }, 'não foi possível iniciar');
  await app.close();
  process.exit(1);
}
