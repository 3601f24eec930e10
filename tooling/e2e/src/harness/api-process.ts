// The real api (apps/api/dist/server.js) in production mode, serving the built
// web app, on a free port with a fresh embedded database. It runs in its own
// process group so stopping it also stops anything it started.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApiProcess } from '@velas/api/testing/api-process';
import { DEMO_SETTINGS } from './demo-settings.js';
import { repoRoot } from './paths.js';

export interface RunningApi {
  baseUrl: string;
  ingestApiKey: string;
  /** The api's TEST_CLOCK_FILE (support/server-clock.ts), or null when the clock cannot move. */
  clockFile: string | null;
  stop(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 10_000;

/**
 * `keptDataRoot`: a folder of the caller's whose database outlives the
 * process (a test stops the api, edits the rows, and starts it again);
 * without it the data lives in a temporary folder removed on stop.
 */
export async function startApi(logFile: string, keptDataRoot?: string): Promise<RunningApi> {
  const ingestApiKey = randomBytes(24).toString('hex');
  const dataRoot = keptDataRoot ?? mkdtempSync(join(tmpdir(), 'velas-e2e-'));
  const removeData = () => {
    if (keptDataRoot === undefined) rmSync(dataRoot, { recursive: true, force: true });
  };
  // A snapshot of the built web app: other builds in the shared tree replace
  // apps/web/dist (new hashed chunk names) while the suite runs.
  const webDist = join(dataRoot, 'web');
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const settingsFile = join(dataRoot, 'settings.json');
  // The offset the protection flow moves the api's clock by (24-hour rules).
  const clockFile = join(dataRoot, 'clock-offset-ms');
  writeFileSync(clockFile, '0');
  writeFileSync(settingsFile, JSON.stringify(DEMO_SETTINGS));
  // The app's origin names the port, so it is chosen here.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = await startApiProcess({
    port,
    entry: 'apps/api/dist/server.js',
    cwd: repoRoot,
    ownProcessGroup: true,
    logFile,
    healthTimeoutMs: HEALTH_TIMEOUT_MS,
    pollMs: 250,
    env: {
      NODE_ENV: 'production',
      OPERATOR_SETTINGS_FILE: settingsFile,
      APP_ORIGIN: baseUrl,
      CORS_ORIGINS: baseUrl,
      DATA_DIR: join(dataRoot, 'data'),
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      INGEST_API_KEY: ingestApiKey,
      TEST_CLOCK_FILE: clockFile,
      // Every test signs in from 127.0.0.1: the per-IP login limit would
      // otherwise answer 429 halfway through the run.
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      // The same for the history reads and the round streams of every page.
      HISTORY_MAX_PER_IP_PER_MINUTE: '100000',
      STREAM_MAX_PER_ADDRESS: '1000',
      // Cheaper password hashing keeps sign-ins fast; the cost is the api's
      // own tests' concern (issue 9), not the flows'.
      SCRYPT_LOG_N: '12',
    },
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= api.stop('SIGTERM', STOP_GRACE_MS).then(removeData);
    return stopped;
  };
  return { baseUrl: api.url, ingestApiKey, clockFile, stop };
}

/** The embedded database of an api started with `keptDataRoot` (open it only while that api is stopped). */
export function keptDatabaseDir(keptDataRoot: string): string {
  return join(keptDataRoot, 'data');
}
