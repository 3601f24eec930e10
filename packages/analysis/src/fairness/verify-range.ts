// Walks the chain back towards the published terminating hash, recomputing every
// crash point (docs/product/provably-fair-rounds.md#round-verification).
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { roundHashBytes, ROUND_HASH_BYTES } from './hex.js';
import { createRoundHasher } from './round-hasher.js';
import { newWords, readWords, sameWords, sha256Of32, wordsEqualBytes } from './sha256-32.js';
import { sameOdd } from './verify-rounds.js';

const DEFAULT_PROGRESS_EVERY = 5_000;

/** Stored rounds, newest first, packed so 100,000 of them cross to a worker as three buffers. */
export interface PackedRounds {
  ids: Float64Array;
  hashes: Uint8Array;
  odds: Float64Array;
}

export function packRounds(
  roundsNewestFirst: readonly { id: number; hash: string; odd: number }[],
): PackedRounds {
  const count = roundsNewestFirst.length;
  const packed = {
    ids: new Float64Array(count),
    hashes: new Uint8Array(count * ROUND_HASH_BYTES),
    odds: new Float64Array(count),
  };
  roundsNewestFirst.forEach((round, index) => {
    packed.ids[index] = round.id;
    packed.hashes.set(roundHashBytes(round.hash), index * ROUND_HASH_BYTES);
    packed.odds[index] = round.odd;
  });
  return packed;
}

export interface RangeStart {
  hash: string;
  salt: string;
}

export interface RangeProgress {
  checked: number;
  total: number;
  elapsedMs: number;
}

export interface RangeOptions {
  /** Rounds to check at most (the walk stops earlier at the terminating hash); 1 to 100,000. */
  count: number;
  terminatingHash?: string;
  stored?: PackedRounds;
  now: () => number;
  progressEvery?: number;
  /** Awaited: a caller in another thread answers through a message round trip. */
  onProgress?: (progress: RangeProgress) => void | Promise<void>;
  signal?: { readonly aborted: boolean };
}

export type MismatchKind = 'crash' | 'link';

export interface RangeMismatch {
  offset: number;
  id: number;
  kind: MismatchKind;
}

export interface RangeResult {
  checked: number;
  elapsedMs: number;
  reachedTerminatingHash: boolean;
  firstMismatch: RangeMismatch | null;
  mismatches: number;
  cancelled: boolean;
}

export async function verifyChainRange(
  start: RangeStart,
  options: RangeOptions,
): Promise<RangeResult> {
  const { count, stored, now, signal } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_RANGE_ROUNDS)
    throw new RangeError(`a range holds 1 to ${MAX_RANGE_ROUNDS} rounds`);
  const progressEvery = options.progressEvery ?? DEFAULT_PROGRESS_EVERY;
  const terminating =
    options.terminatingHash === undefined
      ? undefined
      : readWords(roundHashBytes(options.terminatingHash), 0, newWords());
  const hasher = createRoundHasher(start.salt);
  const storedCount = stored === undefined ? 0 : Math.min(stored.odds.length, count);
  const began = now();

  const current = readWords(roundHashBytes(start.hash), 0, newWords());
  let checked = 0;
  let mismatches = 0;
  let firstMismatch: RangeMismatch | null = null;
  let linksHold = true;
  let reached = false;
  let cancelled = false;
  const flag = (offset: number, kind: MismatchKind) => {
    mismatches += 1;
    if (kind === 'link') linksHold = false;
    firstMismatch ??= { offset, id: stored?.ids[offset] ?? Number.NaN, kind };
  };

  while (checked < count) {
    const offset = checked;
    if (stored !== undefined && offset < storedCount) {
      const at = offset * ROUND_HASH_BYTES;
      if (!wordsEqualBytes(current, stored.hashes, at)) {
        flag(offset, 'link');
        // Judge the rounds after a broken link on their own hashes, so one
        // tampered round is reported once, not as every round behind it.
        readWords(stored.hashes, at, current);
      }
      if (!sameOdd(stored.odds[offset] as number, hasher.crashPointOfWords(current)))
        flag(offset, 'crash');
    }
    sha256Of32(current, current);
    checked += 1;
    if (terminating !== undefined && sameWords(current, terminating)) {
      reached = true;
      break;
    }
    if (checked % progressEvery === 0 && checked < count) {
      await options.onProgress?.({ checked, total: count, elapsedMs: now() - began });
      if (signal?.aborted === true) {
        cancelled = true;
        break;
      }
    }
  }
  const elapsedMs = now() - began;
  await options.onProgress?.({ checked, total: count, elapsedMs });
  return {
    checked,
    elapsedMs,
    reachedTerminatingHash: reached && linksHold,
    firstMismatch,
    mismatches,
    cancelled,
  };
}
