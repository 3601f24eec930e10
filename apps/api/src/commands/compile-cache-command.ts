// Run by the build, not by an operator, with the api's Node.js flags (the
// cache is kept per set of flags): compiles what a start loads before it
// listens into the compile cache the built server then reads
// (docs/operations/start-up.md#start-up). The app is built and made ready,
// as server.ts does, since its plugins require more modules as they
// register; on a throwaway copy of the prepared database, with no seed and no
// round simulator, and its log dropped.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { flushCompileCache } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { COMPILE_CACHE_DIRECTORY, enableBuiltCompileCache } from '#/start-up/compile-cache.js';

rmSync(COMPILE_CACHE_DIRECTORY, { recursive: true, force: true });
mkdirSync(COMPILE_CACHE_DIRECTORY, { recursive: true });
if (!enableBuiltCompileCache()) throw new Error('the compile cache could not be enabled');

// What server.ts imports.
const [, { loadConfig }, , { beginOpeningDatabase }, { buildApp }] = await Promise.all([
  import('#/serve.js'),
  import('#/env.js'),
  import('#/settings/runtime.js'),
  import('#/start-up/opening-database.js'),
  import('#/app.js'),
]);
const root = mkdtempSync(join(tmpdir(), 'velas-compile-cache-'));
try {
  const config = loadConfig({
    SEED: 'false',
    LOG_LEVEL: 'info',
    DATA_DIR: join(root, 'pgdata'),
  });
  const dropped = new Writable({
    write: (_chunk, _encoding, done) => {
      done();
    },
  });
  const app = await buildApp({
    config,
    opening: beginOpeningDatabase(config),
    logStream: dropped,
    simulateRounds: false,
  });
  await app.ready();
  await app.close();
} finally {
  rmSync(root, { recursive: true, force: true });
}
flushCompileCache();
