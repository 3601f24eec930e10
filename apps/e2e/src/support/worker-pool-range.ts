// Checked by the built web app's own analysis workers, the way the app checks
// a range; the chain is made here with node:crypto, independently of the
// product's code.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../harness/paths.js';
import { honestOdd } from './tampering.js';

export const RANGE_ROUNDS = 100_000;
export const TARGET_ROUNDS_PER_SECOND = 50_000;

export const YEAR_ROUNDS = 1_300_000;
export const YEAR_TARGET_MS = 5_000;
export const POOL_TARGET_ROUNDS_PER_SECOND = 1_000_000;
const SEGMENT_ROUNDS = 25_000;

export interface ChainFile {
  salt: string;
  terminatingHash: string;
  count: number;
  bytes: Buffer;
}

/** Its name carries a content hash. */
export function builtWorkerPath(webDist = join(repoRoot, 'apps/web/dist')): string {
  const name = readdirSync(join(webDist, 'assets')).find((file) =>
    /^analysis\.worker-[\w-]+\.js$/.test(file),
  );
  if (name === undefined) throw new Error(`sem o worker de análise em ${webDist}/assets`);
  return `/assets/${name}`;
}

export function honestChainFile(count: number): ChainFile {
  const salt = 'bench-salt';
  const bytes = Buffer.alloc(count * 40);
  let hash = createHash('sha256').update('velas year bench').digest();
  for (let index = 0; index < count; index += 1) {
    hash.copy(bytes, index * 32);
    bytes.writeDoubleLE(honestOdd(hash.toString('hex'), salt), count * 32 + index * 8);
    hash = createHash('sha256').update(hash).digest();
  }
  return { salt, terminatingHash: hash.toString('hex'), count, bytes };
}

export interface PoolRangeOutcome {
  workers: number;
  checked: number;
  elapsedMs: number;
  mismatches: number;
  firstMismatchId: number | null;
  joinsHold: boolean;
  reachedTerminatingHash: boolean;
  roundsPerSecond: number;
}

export interface PoolOptions {
  /** Changes one stored odd first, so the check must name that round. */
  tamperAt?: number;
  /** The pool's size; by default one worker per core, as the app sizes it. */
  workers?: number;
}

export async function verifyInBuiltPool(
  page: Page,
  workerPath: string,
  chainUrl: string,
  chain: Omit<ChainFile, 'bytes'>,
  { tamperAt, workers: poolSize }: PoolOptions = {},
): Promise<PoolRangeOutcome> {
  const comlink = createRequire(import.meta.url).resolve('comlink/dist/umd/comlink.js');
  await page.addScriptTag({ path: comlink });
  const result = await page.evaluate(
    async ({ workerPath, chainUrl, chain, tamperAt, poolSize, segmentRounds }) => {
      type Segment = { endHash: Uint8Array; mismatches: number; reached: boolean; checked: number };
      type Api = {
        verifySegment: (
          segment: unknown,
        ) => Promise<Segment & { firstMismatch: { id: number } | null }>;
      };
      const { Comlink } = globalThis as unknown as {
        Comlink: {
          wrap: (worker: Worker) => Api;
          transfer: <T>(value: T, buffers: ArrayBuffer[]) => T;
        };
      };
      const { count } = chain;
      const body = await (await fetch(chainUrl)).arrayBuffer();
      const hashes = new Uint8Array(body, 0, count * 32);
      const odds = new Float64Array(body.slice(count * 32));
      if (tamperAt !== undefined) odds[tamperAt] = (odds[tamperAt] ?? 1) + 1;
      const terminating = Uint8Array.from(chain.terminatingHash.match(/../g) ?? [], (pair) =>
        Number.parseInt(pair, 16),
      );
      const size = poolSize ?? (navigator.hardwareConcurrency || 1);
      const began = performance.now();
      const workers = Array.from(
        { length: size },
        () => new Worker(workerPath, { type: 'module' }),
      );
      try {
        const firsts: number[] = [];
        for (let first = 0; first < count; first += segmentRounds) firsts.push(first);
        const results: (Segment & { firstMismatch: { id: number } | null })[] = [];
        let next = 0;
        // No named functions in here: the bench's tsx build would wrap them in a helper
        // the page does not have.
        await Promise.all(
          workers.map(async (worker) => {
            const api = Comlink.wrap(worker);
            while (next < firsts.length) {
              const index = next++;
              const first = firsts[index] ?? 0;
              const end = Math.min(count, first + segmentRounds);
              const stored = {
                ids: Float64Array.from({ length: end - first }, (_, at) => count - first - at),
                hashes: hashes.slice(first * 32, end * 32),
                odds: odds.slice(first, end),
              };
              const segment = {
                salt: chain.salt,
                firstOffset: first,
                stored,
                steps: end - first,
                terminatingHash: terminating,
              };
              results[index] = await api.verifySegment(
                Comlink.transfer(segment, [
                  stored.ids.buffer,
                  stored.hashes.buffer,
                  stored.odds.buffer,
                ]),
              );
            }
          }),
        );
        const elapsedMs = performance.now() - began;
        let joinsHold = true;
        for (let index = 1; index < results.length; index += 1) {
          const end = results[index - 1]?.endHash ?? new Uint8Array(32);
          const at = (firsts[index] ?? 0) * 32;
          for (let byte = 0; byte < 32; byte += 1)
            if (end[byte] !== hashes[at + byte]) joinsHold = false;
        }
        return {
          workers: size,
          checked: results.reduce((sum, segment) => sum + segment.checked, 0),
          elapsedMs,
          mismatches: results.reduce((sum, segment) => sum + segment.mismatches, 0),
          firstMismatchId:
            results.find((segment) => segment.firstMismatch)?.firstMismatch?.id ?? null,
          joinsHold,
          reachedTerminatingHash: results.at(-1)?.reached === true,
        };
      } finally {
        for (const worker of workers) worker.terminate();
      }
    },
    { workerPath, chainUrl, chain, tamperAt, poolSize, segmentRounds: SEGMENT_ROUNDS },
  );
  return { ...result, roundsPerSecond: Math.round((result.checked / result.elapsedMs) * 1000) };
}

export function poolSentence(outcome: PoolRangeOutcome): string {
  const seconds = (outcome.elapsedMs / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  const met =
    outcome.elapsedMs < YEAR_TARGET_MS && outcome.roundsPerSecond >= POOL_TARGET_ROUNDS_PER_SECOND;
  return `${outcome.checked.toLocaleString('pt-BR')} rodadas num pool de ${String(outcome.workers)} workers do app (Chromium) em ${seconds} s: ${outcome.roundsPerSecond.toLocaleString('pt-BR')} rodadas/s (meta < 5 s e ≥ 1.000.000/s): ${met ? 'met' : 'NOT MET'}`;
}

export function rateSentence(outcome: PoolRangeOutcome): string {
  return `${outcome.checked.toLocaleString('pt-BR')} rodadas em ${String(outcome.workers)} worker(s) do app (Chromium) em ${outcome.elapsedMs.toFixed(0)} ms: ${outcome.roundsPerSecond.toLocaleString('pt-BR')} rodadas/s (meta ≥ ${TARGET_ROUNDS_PER_SECOND.toLocaleString('pt-BR')})`;
}
