// How long a first start takes to answer /health: the built server on a fresh
// PGlite directory, which unpacks the build's prepared database, and once it
// answers seeds and backfills 7 days of rounds. The server logs what it did
// before answering, step by step (src/start-up/start-up-steps.ts), and how
// long the seed took after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StartUpStep } from '#/start-up/start-up-steps.js';
import { startApiProcess } from '../testing/api-process.js';

const builtServer = new URL('../dist/server.js', import.meta.url).pathname;
const HEALTH_DEADLINE_MS = 60_000;

// Each start's data folder stays until the bench exits: ext4 without a
// journal, as on the development machine, looks past every inode deleted in
// the last minutes when it creates a file, so a start made right after
// deleting the last one's folder paid for that deletion
// (docs/api/benchmarks.md#first-start-step-by-step).
const dataFolders: string[] = [];
process.once('exit', () => {
  for (const folder of dataFolders) rmSync(folder, { recursive: true, force: true });
});

export interface FirstStart {
  healthMs: number;
  caughtUpMs: number;
  rounds: number;
  /** What the server did before listening, from its 'start-up steps' log line. */
  steps: StartUpStep[];
  /** What it did once listening before serving (the seed), from its log line. */
  stepsAfter: StartUpStep[];
}

/** `server`: another build's server.js, to compare with the code before a change. */
export async function measureFirstStart(server: string = builtServer): Promise<FirstStart> {
  const root = mkdtempSync(join(tmpdir(), 'velas-first-start-'));
  dataFolders.push(root);
  let reportCaughtUp: (caughtUp: { ms: number; rounds: number }) => void = () => undefined;
  const caughtUp = new Promise<{ ms: number; rounds: number }>((resolve) => {
    reportCaughtUp = resolve;
  });
  let steps: StartUpStep[] = [];
  let stepsAfter: StartUpStep[] = [];
  const started = performance.now();
  const api = await startApiProcess({
    entry: server,
    env: { NODE_ENV: 'production', DATA_DIR: join(root, 'pgdata'), LOG_LEVEL: 'info' },
    healthTimeoutMs: HEALTH_DEADLINE_MS,
    pollMs: 50,
    onStdoutLine: (line) => {
      if (line.includes('"start-up steps"'))
        steps = (JSON.parse(line) as { steps: StartUpStep[] }).steps;
      if (line.includes('"start-up steps after listening"'))
        stepsAfter = (JSON.parse(line) as { steps: StartUpStep[] }).steps;
      if (!line.includes('round simulator caught up')) return;
      const { rounds } = JSON.parse(line) as { rounds: number };
      reportCaughtUp({ ms: performance.now() - started, rounds });
    },
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
    return { healthMs, caughtUpMs: ms, rounds, steps, stepsAfter };
  } finally {
    await api.stop('SIGTERM');
  }
}
