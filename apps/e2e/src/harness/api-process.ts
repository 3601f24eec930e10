// In its own process group, so stopping it also stops anything it started.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltApi } from './built-api.js';
import { DEMO_SETTINGS } from './demo-settings.js';

export interface RunningApi {
  baseUrl: string;
  ingestApiKey: string;
  clockFile: string | null;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 10_000;

/** `keptDataRoot`: a database that outlives the process (a test edits the rows between runs). */
export async function startApi(logFile: string, keptDataRoot?: string): Promise<RunningApi> {
  const ingestApiKey = randomBytes(24).toString('hex');
  const dataRoot = keptDataRoot ?? mkdtempSync(join(tmpdir(), 'velas-e2e-'));
  const removeData = () => {
    if (keptDataRoot === undefined) rmSync(dataRoot, { recursive: true, force: true });
  };
  // The offset the protection flow moves the api's clock by (24-hour rules).
  const clockFile = join(dataRoot, 'clock-offset-ms');
  writeFileSync(clockFile, '0');
  const api = await startBuiltApi({
    root: dataRoot,
    settings: DEMO_SETTINGS,
    logFile,
    // It reads TEST_CLOCK_FILE; the api's own start reads no test knob.
    testServer: true,
    env: (origin) => ({
      CORS_ORIGINS: origin,
      INGEST_API_KEY: ingestApiKey,
      TEST_CLOCK_FILE: clockFile,
      // Every page reads the history and streams rounds from 127.0.0.1: the
      // per-IP limits would otherwise answer 429 halfway through the run.
      HISTORY_MAX_PER_IP_PER_MINUTE: '100000',
      STREAM_MAX_PER_ADDRESS: '1000',
      // Every registration spends the CPF look-up budget too, from the same address.
      DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: '1000',
      // Cheaper password hashing keeps sign-ins fast; the cost is the api's
      // own tests' concern (docs/reliability.md), not the flows'.
      SCRYPT_LOG_N: '12',
    }),
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

/** Open it only while that api is stopped. */
export function keptDatabaseDir(keptDataRoot: string): string {
  return join(keptDataRoot, 'data');
}
