// Starts the api on HOST:PORT and shuts down cleanly on SIGINT/SIGTERM:
// stops accepting requests, lets running ones finish, closes the database.
import { buildApp } from './app.js';
import { loadConfig } from './env.js';

const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'falha ao encerrar');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  app.log.error({ err: error }, 'não foi possível iniciar');
  await app.close();
  process.exit(1);
}
