// The reliability suite's api process: the bundle build-api.ts makes, started
// by testing/api-process.ts with quiet, cheap-scrypt settings and no round
// simulator (the workloads feed their own rounds); tests stop it
// with SIGKILL for crashes, SIGTERM for a graceful stop.
import { readFileSync } from 'node:fs';
import { startApiProcess, type ApiProcess as StartedApi } from '../../testing/api-process.js';
import { testServerBundlePath } from './build-api.js';

export const INGEST_KEY = 'reliability-ingest-key-0123456789';

export interface ApiProcess extends StartedApi {
  /** CPU seconds (user + system) the process has used so far (Linux /proc). */
  cpuSeconds(): number;
}

function processCpuSeconds(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime, stime in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * `env` adds to (or overrides) the quiet, cheap-scrypt test settings; `entry`
 * is the test server unless a test starts production's own (serverBundlePath).
 */
export async function startApi(
  env: Record<string, string>,
  entry: string = testServerBundlePath,
): Promise<ApiProcess> {
  const api = await startApiProcess({
    entry,
    env: {
      TEST_SIMULATE_ROUNDS: 'false',
      LOG_LEVEL: 'error',
      SCRYPT_LOG_N: '10',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      INGEST_API_KEY: INGEST_KEY,
      // The money workloads make thousands of deposits from a few accounts; the
      // per-account budget has its own tests (docs/product/abuse-limits.md#abuse-limits).
      DEPOSITS_PER_ACCOUNT_PER_HOUR: '1000000',
      ...env,
    },
  });
  return { ...api, cpuSeconds: () => processCpuSeconds(api.pid) };
}
