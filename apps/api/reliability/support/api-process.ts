// Starts the api as a real process on 127.0.0.1 (the bundle build-api.ts
// makes), waits until it answers /health, and stops it with the signal a test
// chooses: SIGKILL for crashes, SIGTERM for a graceful stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { bundlePath } from './build-api.js';

export const INGEST_KEY = 'reliability-ingest-key-0123456789';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  readonly exited: Promise<Exit>;
  /** CPU seconds (user + system) the process has used so far (Linux /proc). */
  cpuSeconds(): number;
  /** The end of what the process wrote (startup failures, crash traces, logs). */
  output(): string;
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<Exit>;
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitUntilHealthy(url: string, exited: Promise<Exit>, output: () => string) {
  const gone: { exit?: Exit } = {};
  void exited.then((exit) => (gone.exit = exit));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone.exit !== undefined)
      throw new Error(`a api terminou ao iniciar: ${JSON.stringify(gone.exit)}\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`a api não respondeu /health em 60 s\n${output()}`);
}

/** `env` adds to (or overrides) the quiet, cheap-scrypt test settings. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [bundlePath], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      SCRYPT_LOG_N: '10',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      INGEST_API_KEY: INGEST_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last of what it wrote (logs go to stdout, crashes to stderr), for failure reports.
  let stderr = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
  }
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const output = () => stderr;
  try {
    await waitUntilHealthy(url, exited, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  let signalled = false;
  return {
    url,
    pid: child.pid ?? 0,
    exited,
    output,
    cpuSeconds: () => processCpuSeconds(child.pid ?? 0),
    // One signal only: a second SIGTERM during a graceful stop would force the exit.
    stop: (signal) => {
      if (!signalled && child.exitCode === null && child.signalCode === null) child.kill(signal);
      signalled = true;
      return exited;
    },
  };
}
