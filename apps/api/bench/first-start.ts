// How long a first start takes to answer /health: the built server on a fresh
// PGlite directory, which migrates, seeds and backfills 7 days of rounds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const server = new URL('../dist/server.js', import.meta.url).pathname;
const HEALTH_DEADLINE_MS = 60_000;

export interface FirstStart {
  healthMs: number;
  caughtUpMs: number;
  rounds: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

export async function measureFirstStart(): Promise<FirstStart> {
  const root = mkdtempSync(join(tmpdir(), 'velas-first-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(root, 'pgdata'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const caughtUp = new Promise<{ ms: number; rounds: number }>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (!line.includes('round simulator caught up')) return;
        const { rounds } = JSON.parse(line) as { rounds: number };
        resolve({ ms: performance.now() - started, rounds });
      });
    });
    let healthMs: number | undefined;
    while (healthMs === undefined) {
      if (performance.now() - started > HEALTH_DEADLINE_MS)
        throw new Error('/health did not answer within 60 s');
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) healthMs = performance.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { ms, rounds } = await Promise.race([
      caughtUp,
      new Promise<never>((_, reject) =>
        setTimeout(() => {
          reject(new Error('the simulator did not catch up within 120 s'));
        }, 120_000).unref(),
      ),
    ]);
    return { healthMs, caughtUpMs: ms, rounds };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  }
}
