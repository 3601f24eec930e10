// The built server as the e2e flows run it, all under one folder of the caller's.
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startApiProcess, type ApiProcess } from '@velas/api/testing/api-process';
import { repoRoot } from './paths.js';

const HEALTH_TIMEOUT_MS = 180_000;

export interface BuiltApiOptions {
  root: string;
  settings: unknown;
  logFile: string;
  env: (origin: string) => Record<string, string>;
  /** Leave APP_ORIGIN unset (its default names another port): the demo opened where nobody configured it. */
  withoutAppOrigin?: boolean;
  /**
   * Start the api's test server (src/test-server), which reads the harness's
   * knobs (TEST_CLOCK_FILE), instead of production's dist/server.js.
   */
  testServer?: boolean;
}

export async function startBuiltApi({
  root,
  settings,
  logFile,
  env,
  withoutAppOrigin = false,
  testServer = false,
}: BuiltApiOptions): Promise<ApiProcess> {
  const settingsFile = join(root, 'settings.json');
  writeFileSync(settingsFile, JSON.stringify(settings));
  // A snapshot of the built web app: other builds in the shared tree replace
  // apps/web/dist (new hashed chunk names) while the suite runs.
  const webDist = join(root, 'web');
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  // The app's origin names the port, so it is chosen here; the back office's
  // listener gets one too (its default, 3100, would collide between runs).
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const opsPort = await freePort();
  return startApiProcess({
    port,
    entry: testServer ? 'apps/api/dist/test-server/test-server.js' : 'apps/api/dist/server.js',
    cwd: repoRoot,
    ownProcessGroup: true,
    logFile,
    healthTimeoutMs: HEALTH_TIMEOUT_MS,
    pollMs: 250,
    env: {
      NODE_ENV: 'production',
      OPERATOR_SETTINGS_FILE: settingsFile,
      ...(withoutAppOrigin ? {} : { APP_ORIGIN: origin }),
      DATA_DIR: join(root, 'data'),
      WEB_DIST_DIR: webDist,
      // Each request's line (E2E_API_LOG_LEVEL=info) when a flow's wait is to be explained.
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
      // Every test signs in from 127.0.0.1: the per-IP login limit would
      // otherwise answer 429 halfway through the run.
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      // One account opens the games of every screen within a minute (each screen's frame).
      GAME_STARTS_PER_ACCOUNT_PER_MINUTE: '1000',
      OPS_PORT: String(opsPort),
      OPS_ORIGIN: `http://127.0.0.1:${String(opsPort)}`,
      ...env(origin),
    },
  });
}
