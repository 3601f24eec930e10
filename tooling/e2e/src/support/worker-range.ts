// 100,000 rounds through the built web app's own analysis worker
// (docs/architecture.md#performance-targets: at least 50,000 rounds a second
// in the player's browser). The chain is
// made here with node:crypto, independently of the product's code, and the
// page talks to the worker with comlink exactly as the app's client does.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../harness/paths.js';
import { honestOdd } from './tampering.js';

export const RANGE_ROUNDS = 100_000;
export const TARGET_ROUNDS_PER_SECOND = 50_000;

export interface HonestChain {
  salt: string;
  terminatingHash: string;
  /** 32 bytes per round, newest first, base64 (one string crosses to the page cheaply). */
  hashesBase64: string;
  ids: number[];
  odds: number[];
}

/** `count` honest rounds walking back from a fixed hash, and the hash the walk ends at. */
export function honestChain(count: number): HonestChain {
  const salt = 'bench-salt';
  const hashes = Buffer.alloc(count * 32);
  const odds: number[] = [];
  let hash = createHash('sha256').update('velas range bench').digest();
  for (let index = 0; index < count; index += 1) {
    hash.copy(hashes, index * 32);
    odds.push(honestOdd(hash.toString('hex'), salt));
    hash = createHash('sha256').update(hash).digest();
  }
  return {
    salt,
    terminatingHash: hash.toString('hex'),
    hashesBase64: hashes.toString('base64'),
    ids: Array.from({ length: count }, (_, index) => count - index),
    odds,
  };
}

/** The analysis worker's file among the built app's assets (its name carries a content hash). */
export function builtWorkerPath(webDist = join(repoRoot, 'apps/web/dist')): string {
  const name = readdirSync(join(webDist, 'assets')).find((file) =>
    /^analysis\.worker-[\w-]+\.js$/.test(file),
  );
  if (name === undefined) throw new Error(`sem o worker de análise em ${webDist}/assets`);
  return `/assets/${name}`;
}

export interface WorkerRangeOutcome {
  checked: number;
  elapsedMs: number;
  mismatches: number;
  reachedTerminatingHash: boolean;
  roundsPerSecond: number;
}

/**
 * Starts the worker at `workerPath` in `page` (an http page of the app's
 * origin, module workers need one) and has it walk the whole chain, every
 * stored round held against it. The rate is the worker's own clock.
 */
export async function verifyInBuiltWorker(
  page: Page,
  workerPath: string,
  chain: HonestChain,
): Promise<WorkerRangeOutcome> {
  const comlink = createRequire(import.meta.url).resolve('comlink/dist/umd/comlink.js');
  await page.addScriptTag({ path: comlink });
  const result = await page.evaluate(
    async ({ workerPath, chain }) => {
      const binary = atob(chain.hashesBase64);
      const hashes = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1)
        hashes[index] = binary.charCodeAt(index);
      const worker = new Worker(workerPath, { type: 'module' });
      const { Comlink } = globalThis as unknown as {
        Comlink: { wrap: (worker: Worker) => Record<string, (...args: unknown[]) => unknown> };
      };
      try {
        const api = Comlink.wrap(worker);
        const first = new Uint8Array(hashes.subarray(0, 32));
        const startHash = Array.from(first, (byte) => byte.toString(16).padStart(2, '0')).join('');
        return (await api.verifyChainRange?.(
          { hash: startHash, salt: chain.salt },
          {
            count: chain.ids.length,
            terminatingHash: chain.terminatingHash,
            stored: {
              ids: Float64Array.from(chain.ids),
              hashes,
              odds: Float64Array.from(chain.odds),
            },
          },
        )) as {
          checked: number;
          elapsedMs: number;
          mismatches: number;
          reachedTerminatingHash: boolean;
        };
      } finally {
        worker.terminate();
      }
    },
    { workerPath, chain },
  );
  return { ...result, roundsPerSecond: Math.round((result.checked / result.elapsedMs) * 1000) };
}

export function rateSentence(outcome: WorkerRangeOutcome): string {
  return `${outcome.checked.toLocaleString('pt-BR')} rodadas no worker do app (Chromium) em ${outcome.elapsedMs.toFixed(0)} ms: ${outcome.roundsPerSecond.toLocaleString('pt-BR')} rodadas/s (meta ≥ ${TARGET_ROUNDS_PER_SECOND.toLocaleString('pt-BR')})`;
}
