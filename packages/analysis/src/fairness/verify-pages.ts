// A range check split into segments checked in parallel (docs/product.md#round-verification):
// the stored rounds arrive a page at a time, each page is cut into segments
// that go to whichever worker of the pool is free, and the results are joined
// in chain order: each segment's end hash must be the next one's first stored
// hash. Only `parallel` segments are in flight and a page is pulled only when
// a worker can take its first segment, so memory stays flat however long the
// range. The result is the single walk's (verify-range.ts) on the same data:
// verify-pages.test.ts holds the two together.
import { ROUND_HASH_BYTES, roundHashBytes, sameBytes } from './hex.js';
import { newWords, readWords, sha256Of32, writeWords } from './sha256-32.js';
import type {
  PackedRounds,
  RangeMismatch,
  RangeProgress,
  RangeResult,
  RangeStart,
} from './verify-range.js';
import { storedCount, type ChainSegment, type SegmentResult } from './verify-segment.js';

/** Rounds per segment: long enough that a worker's round trip is noise, short enough to share out a page. */
export const SEGMENT_ROUNDS = 25_000;

/** Stored rounds, newest first, each page continuing the one before. */
export interface RangePage {
  stored: PackedRounds;
  /** Link-only steps past this page's rounds, towards the terminating hash (the last page's). */
  tailSteps?: number;
}

export type SegmentRunner = (segment: ChainSegment) => Promise<SegmentResult>;

export interface PagedRangeOptions {
  terminatingHash?: string;
  runSegment: SegmentRunner;
  /** Segments in flight at once: the pool's size. */
  parallel: number;
  segmentRounds?: number;
  /** Rounds the whole check will walk, when known, for the progress bar; else the rounds seen so far. */
  total?: number;
  now: () => number;
  /** After each segment joined in order. */
  onProgress?: (progress: RangeProgress) => void | Promise<void>;
  /** Stops at the next segment joined. */
  signal?: { readonly aborted: boolean };
}

interface Pending {
  /** The segment's first stored hash and id, for the join (undefined past the stored rounds). */
  head: { hash: Uint8Array; id: number } | undefined;
  result: Promise<SegmentResult>;
}

export async function verifyChainPages(
  start: RangeStart,
  pages: AsyncIterable<RangePage> | Iterable<RangePage>,
  options: PagedRangeOptions,
): Promise<RangeResult> {
  const { now, signal, runSegment } = options;
  const parallel = Math.max(1, Math.floor(options.parallel));
  const segmentRounds = options.segmentRounds ?? SEGMENT_ROUNDS;
  const terminatingHash =
    options.terminatingHash === undefined ? undefined : roundHashBytes(options.terminatingHash);
  const began = now();

  // Held in one object: the joins update it from inside the closures below.
  const walk = {
    checked: 0,
    mismatches: 0,
    firstMismatch: null as RangeMismatch | null,
    linksHold: true,
    reached: false,
    cancelled: false,
    previousEnd: roundHashBytes(start.hash),
  };
  let seen = 0;
  const inFlight: Pending[] = [];

  async function joinNext(): Promise<void> {
    const pending = inFlight.shift();
    if (pending === undefined) return;
    const segment = await pending.result;
    if (
      pending.head !== undefined &&
      !sameBytes(pending.head.hash, 0, walk.previousEnd, 0, ROUND_HASH_BYTES)
    ) {
      walk.mismatches += 1;
      walk.linksHold = false;
      walk.firstMismatch ??= { offset: segment.firstOffset, id: pending.head.id, kind: 'link' };
    }
    walk.mismatches += segment.mismatches;
    walk.firstMismatch ??= segment.firstMismatch;
    if (!segment.linksHold) walk.linksHold = false;
    walk.checked += segment.checked;
    walk.reached = segment.reached;
    walk.previousEnd = segment.endHash;
    await options.onProgress?.({
      checked: walk.checked,
      total: Math.max(options.total ?? 0, seen),
      elapsedMs: now() - began,
    });
    if (signal?.aborted === true) walk.cancelled = true;
  }

  /** Waits for a free worker, joining finished segments in order; false once the walk is over. */
  async function roomForOne(): Promise<boolean> {
    while (inFlight.length >= parallel && !walk.reached && !walk.cancelled) await joinNext();
    return !walk.reached && !walk.cancelled;
  }

  function dispatch(segment: ChainSegment): void {
    const rounds = storedCount(segment.stored);
    const head =
      rounds > 0 && segment.steps > 0
        ? {
            hash: segment.stored.hashes.slice(0, ROUND_HASH_BYTES),
            id: segment.stored.ids[0] as number,
          }
        : undefined;
    const result = runSegment(segment);
    // A segment after the walk's end is never awaited: its failure is moot.
    result.catch(() => undefined);
    inFlight.push({ head, result });
  }

  let lastHash: Uint8Array | undefined;
  pageLoop: for await (const page of pages) {
    const { stored } = page;
    const rounds = storedCount(stored);
    const tailSteps = page.tailSteps ?? 0;
    seen += rounds + tailSteps;
    for (let first = 0; first < rounds; first += segmentRounds) {
      if (!(await roomForOne())) break pageLoop;
      const end = Math.min(rounds, first + segmentRounds);
      dispatch({
        salt: start.salt,
        firstOffset: seen - rounds - tailSteps + first,
        stored: slicePacked(stored, first, end),
        steps: end - first,
        ...(terminatingHash && { terminatingHash }),
      });
    }
    if (rounds > 0) lastHash = stored.hashes.slice((rounds - 1) * 32, rounds * 32);
    if (tailSteps > 0) {
      if (!(await roomForOne())) break;
      // The walk past the stored rounds starts one link behind the last of them.
      const from = lastHash === undefined ? roundHashBytes(start.hash) : previousHashOf(lastHash);
      dispatch({
        salt: start.salt,
        firstOffset: seen - tailSteps,
        stored: EMPTY,
        steps: tailSteps,
        from,
        ...(terminatingHash && { terminatingHash }),
      });
    }
  }
  while (inFlight.length > 0 && !walk.reached && !walk.cancelled) await joinNext();

  return {
    checked: walk.checked,
    elapsedMs: now() - began,
    reachedTerminatingHash: walk.reached && walk.linksHold,
    firstMismatch: walk.firstMismatch,
    mismatches: walk.mismatches,
    cancelled: walk.cancelled,
  };
}

const EMPTY: PackedRounds = {
  ids: new Float64Array(0),
  hashes: new Uint8Array(0),
  odds: new Float64Array(0),
};

function slicePacked(stored: PackedRounds, first: number, end: number): PackedRounds {
  return {
    ids: stored.ids.subarray(first, end),
    hashes: stored.hashes.subarray(first * ROUND_HASH_BYTES, end * ROUND_HASH_BYTES),
    odds: stored.odds.subarray(first, end),
  };
}

function previousHashOf(hash: Uint8Array): Uint8Array {
  const words = readWords(hash, 0, newWords());
  return writeWords(sha256Of32(words, words), new Uint8Array(ROUND_HASH_BYTES));
}

/** A single range request as one page: its stored rounds up to `count`, then links only. */
export function rangeAsPage(count: number, stored?: PackedRounds): RangePage {
  const rounds = stored === undefined ? 0 : Math.min(storedCount(stored), count);
  return {
    stored: stored === undefined ? EMPTY : slicePacked(stored, 0, rounds),
    tailSteps: count - rounds,
  };
}
