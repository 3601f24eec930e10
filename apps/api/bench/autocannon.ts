// Runs the autocannon CLI in its own process, so the load generator does not
// share the event loop of the server it measures.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = new URL('../node_modules/.bin/autocannon', import.meta.url).pathname;

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the whole run. */
  requests: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const { stdout } = await run(
    cli,
    ['-c', String(options.connections), '-d', String(options.seconds), '-j', url],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
