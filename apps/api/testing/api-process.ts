// Starts the api as a real process on 127.0.0.1 and a free port, waits until
// it answers /health, and stops it. One helper for everything that needs the
// server as a process: the benchmark (bench/), the reliability suite
// (reliability/) and the end-to-end harness (apps/e2e).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartApiOptions {
  /** The server script: a built `dist/server.js` or a bundle of it. */
  entry: string;
  /** Its environment besides PATH, HOST (127.0.0.1) and PORT. */
  env: Record<string, string>;
  /** Default: a free one. Pass one (from freePort) when the environment must name it. */
  port?: number;
  cwd?: string;
  /** Run it in its own process group, so stopping it also stops anything it started. */
  ownProcessGroup?: boolean;
  /** Where stdout and stderr go; without it only their tail is kept in memory. */
  logFile?: string;
  /** Called with each line it writes to stdout (only without `logFile`). */
  onStdoutLine?: (line: string) => void;
  /** Default 60 s. */
  healthTimeoutMs?: number;
  /** Between /health attempts. */
  pollMs?: number;
}

export interface ApiProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly exited: Promise<Exit>;
  /** What it wrote so far: the in-memory tail, or the log file. */
  output(): string;
  /**
   * Sends `signal` once (a second SIGTERM during a graceful stop would force
   * the exit); with `graceMs`, SIGKILL follows if it hasn't exited by then.
   */
  stop(signal?: 'SIGTERM' | 'SIGKILL', graceMs?: number): Promise<Exit>;
}

const OUTPUT_TAIL_CHARS = 20_000;

/**
 * The Node.js flags the api runs with, here as in `pnpm start`, `npm start`
 * and the build's compile cache (node-flags.test.ts keeps them alike). Both keep a long stream of
 * short-lived rows, a year's export, from growing the heap for good:
 * without them V8 grows the young generation of a busy process to large
 * semi-spaces, and lets the old generation reach several times what is alive
 * before its first full collection after the start. The figures are in
 * docs/api/benchmarks.md#export-memory.
 */
export const API_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=4',
  '--heap-growing-percent=25',
];

/** Whether 127.0.0.1:port can be listened on right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

/**
 * A port to hand a child process, chosen below Linux's ephemeral range
 * (32768 and up): a port from listen(0) is in that range, and an outgoing
 * connection of the suites running beside (PostgreSQL clients, fetch) could
 * take it between this probe and the child's own listen (EADDRINUSE, seen
 * once in CI). Random, so two callers rarely pick the same one.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 31999');
}

function signal(child: ChildProcess, group: boolean, name: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

async function waitForHealth(
  url: string,
  exited: Promise<Exit>,
  output: () => string,
  timeoutMs: number,
  pollMs: number,
): Promise<void> {
  const gone: { exit?: Exit } = {};
  void exited.then((exit) => (gone.exit = exit));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone.exit !== undefined)
      throw new Error(`A api terminou ao iniciar: ${JSON.stringify(gone.exit)}\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`A api não respondeu /health em ${timeoutMs} ms\n${output()}`);
}

export async function startApiProcess(options: StartApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const group = options.ownProcessGroup ?? false;
  const log = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [...API_NODE_FLAGS, options.entry], {
    cwd: options.cwd,
    detached: group,
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
    // The ops listener takes a free port too unless the caller names one: apis
    // started side by side would all want its default.
    env: {
      PATH: process.env.PATH ?? '',
      OPS_PORT: '0',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  if (log !== undefined) closeSync(log);

  let tail = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-OUTPUT_TAIL_CHARS);
    });
  }
  const { onStdoutLine } = options;
  if (child.stdout !== null && onStdoutLine !== undefined)
    createInterface({ input: child.stdout }).on('line', onStdoutLine);
  const logFile = options.logFile;
  const output = () => (logFile === undefined ? tail : readFileSync(logFile, 'utf8'));

  // Last resort when the runner itself exits: never leave the api running.
  const killOnExit = () => {
    signal(child, group, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, name) => {
      process.off('exit', killOnExit);
      // Anything it left behind in its group goes too.
      if (group) signal(child, true, 'SIGKILL');
      resolve({ code, signal: name });
    });
  });

  let signalled = false;
  const stop = (name: 'SIGTERM' | 'SIGKILL' = 'SIGTERM', graceMs?: number) => {
    if (signalled || child.exitCode !== null || child.signalCode !== null) return exited;
    signalled = true;
    signal(child, group, name);
    if (graceMs !== undefined) {
      const grace = setTimeout(() => {
        signal(child, group, 'SIGKILL');
      }, graceMs);
      void exited.then(() => {
        clearTimeout(grace);
      });
    }
    return exited;
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(
      url,
      exited,
      output,
      options.healthTimeoutMs ?? 60_000,
      options.pollMs ?? 25,
    );
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, port, pid: child.pid ?? 0, exited, output, stop };
}
