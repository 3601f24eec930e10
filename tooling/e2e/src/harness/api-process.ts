// The real api (apps/api/dist/server.js) in production mode, serving the built
// web app, on a free port with a fresh embedded database. It runs in its own
// process group so stopping it also stops anything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

export interface RunningApi {
  baseUrl: string;
  ingestApiKey: string;
  stop(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        child.once('exit', () => {
          resolve();
        });
      });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`A api terminou antes de responder:\n${readFileSync(logFile, 'utf8')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`A api não respondeu /health em ${HEALTH_TIMEOUT_MS} ms`);
}

export async function startApi(logFile: string): Promise<RunningApi> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ingestApiKey = randomBytes(24).toString('hex');
  const dataRoot = mkdtempSync(join(tmpdir(), 'velas-e2e-'));
  // A snapshot of the built web app: other builds in the shared tree replace
  // apps/web/dist (new hashed chunk names) while the suite runs.
  const webDist = join(dataRoot, 'web');
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const log = openSync(logFile, 'w');

  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: baseUrl,
      CORS_ORIGINS: baseUrl,
      DATA_DIR: join(dataRoot, 'data'),
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      INGEST_API_KEY: ingestApiKey,
      // Every test signs in from 127.0.0.1: the per-IP login limit would
      // otherwise answer 429 halfway through the run.
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      // Cheaper password hashing keeps sign-ins fast; the cost is the api's
      // own tests' concern (issue 9), not the flows'.
      SCRYPT_LOG_N: '12',
    },
  });
  closeSync(log);

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      signalGroup(child, 'SIGTERM');
      const grace = setTimeout(() => {
        signalGroup(child, 'SIGKILL');
      }, STOP_GRACE_MS);
      await exited(child);
      clearTimeout(grace);
      // Anything the api left behind in its group goes too.
      signalGroup(child, 'SIGKILL');
      rmSync(dataRoot, { recursive: true, force: true });
    })();
    return stopped;
  };
  // Last resort when the test runner itself dies: never leave the api running.
  process.once('exit', () => {
    signalGroup(child, 'SIGKILL');
  });

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, ingestApiKey, stop };
}
