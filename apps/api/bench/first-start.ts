// How long a first start takes to answer /health: the built server on a fresh
// PGlite directory, which unpacks the build's prepared database, seeds, and
// backfills 7 days of rounds once it answers. The server logs what it did
// before answering, step by step (src/start-up/start-up-steps.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StartUpStep } from '../src/start-up/start-up-steps.js';
import { startApiProcess } from '../testing/api-process.js';

const server = new URL('../dist/server.js', import.meta.url).pathname;
const HEALTH_DEADLINE_MS = 60_000;

export interface FirstStart {
  healthMs: number;
  caughtUpMs: number;
  rounds: number;
  /** What the server did before listening, from its 'start-up steps' log line. */
  steps: StartUpStep[];
}

export async function measureFirstStart(): Promise<FirstStart> {
  const root = mkdtempSync(join(tmpdir(), 'velas-first-start-'));
  let reportCaughtUp: (caughtUp: { ms: number; rounds: number }) => void = () => undefined;
  const caughtUp = new Promise<{ ms: number; rounds: number }>((resolve) => {
    reportCaughtUp = resolve;
  });
  let steps: StartUpStep[] = [];
  const started = performance.now();
  const api = await startApiProcess({
    entry: server,
    env: { NODE_ENV: 'production', DATA_DIR: join(root, 'pgdata'), LOG_LEVEL: 'info' },
    healthTimeoutMs: HEALTH_DEADLINE_MS,
    pollMs: 50,
    onStdoutLine: (line) => {
      if (line.includes('"start-up steps"'))
        steps = (JSON.parse(line) as { steps: StartUpStep[] }).steps;
      if (!line.includes('round simulator caught up')) return;
      const { rounds } = JSON.parse(line) as { rounds: number };
      reportCaughtUp({ ms: performance.now() - started, rounds });
    },
  }).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  const healthMs = performance.now() - started;
  try {
    const { ms, rounds } = await Promise.race([
      caughtUp,
      new Promise<never>((_, reject) =>
        setTimeout(() => {
          reject(new Error('the simulator did not catch up within 120 s'));
        }, 120_000).unref(),
      ),
    ]);
    return { healthMs, caughtUpMs: ms, rounds, steps };
  } finally {
    await api.stop('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
}
