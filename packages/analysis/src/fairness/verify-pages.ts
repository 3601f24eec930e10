// A page is pulled only when a worker is free, so memory stays flat however long the range.
import { ROUND_HASH_BYTES, roundHashBytes } from './hex.js';
import { newWords, readWords, sha256Of32, writeWords } from './sha256-32.js';
import {
  joinSegment,
  segmentHead,
  startWalk,
  walkResult,
  type SegmentHead,
} from './verify-join.js';
import type { PackedRounds, RangeProgress, RangeResult, RangeStart } from './verify-range.js';
import { storedCount, type ChainSegment, type SegmentResult } from './verify-segment.js';

/** Rounds per segment: long enough that a worker's round trip is noise, short enough to share out a page. */
export const SEGMENT_ROUNDS = 25_000;

export interface RangePage {
  stored: PackedRounds;
  /** Link-only steps past this page's rounds, towards the terminating hash (the last page's). */
  tailSteps?: number;
}

export type SegmentRunner = (segment: ChainSegment) => Promise<SegmentResult>;

export interface PagedRangeOptions {
  terminatingHash?: string;
  runSegment: SegmentRunner;
  parallel: number;
  segmentRounds?: number;
  /** Rounds the whole check will walk, when known, for the progress bar; else the rounds seen so far. */
  total?: number;
  now: () => number;
  onProgress?: (progress: RangeProgress) => void | Promise<void>;
  signal?: { readonly aborted: boolean };
}

interface Pending {
  head: SegmentHead;
  result: Promise<SegmentResult>;
}

interface ChainOfRange {
  salt: string;
  startHash: Uint8Array;
  terminatingHash: Uint8Array | undefined;
  segmentRounds: number;
}

export async function verifyChainPages(
  start: RangeStart,
  pages: AsyncIterable<RangePage> | Iterable<RangePage>,
  options: PagedRangeOptions,
): Promise<RangeResult> {
  const { now, signal } = options;
  const parallel = Math.max(1, Math.floor(options.parallel));
  const chain = chainOfRange(start, options);
  const began = now();
  let walk = startWalk(chain.startHash);
  let cancelled = false;
  let seen = 0;
  let lastHash: Uint8Array | undefined;
  const inFlight: Pending[] = [];
  const over = () => walk.reached || cancelled;

  async function joinNext(): Promise<void> {
    const pending = inFlight.shift();
    if (pending === undefined) return;
    walk = joinSegment(walk, pending.head, await pending.result);
    const total = Math.max(options.total ?? 0, seen);
    await options.onProgress?.({ checked: walk.checked, total, elapsedMs: now() - began });
    if (signal?.aborted === true) cancelled = true;
  }

  pageLoop: for await (const page of pages) {
    const offset = seen;
    seen += storedCount(page.stored) + (page.tailSteps ?? 0);
    for (const segment of pageSegments(page, offset, lastHash, chain)) {
      while (inFlight.length >= parallel && !over()) await joinNext();
      if (over()) break pageLoop;
      inFlight.push(dispatch(options.runSegment, segment));
    }
    lastHash = lastHashAfter(page, lastHash);
  }
  while (inFlight.length > 0 && !over()) await joinNext();
  return walkResult(walk, now() - began, cancelled);
}

function chainOfRange(start: RangeStart, options: PagedRangeOptions): ChainOfRange {
  const { terminatingHash } = options;
  return {
    salt: start.salt,
    startHash: roundHashBytes(start.hash),
    terminatingHash: terminatingHash === undefined ? undefined : roundHashBytes(terminatingHash),
    segmentRounds: options.segmentRounds ?? SEGMENT_ROUNDS,
  };
}

function dispatch(runSegment: SegmentRunner, segment: ChainSegment): Pending {
  // Read before the run: a worker may take the segment's buffers.
  const head = segmentHead(segment);
  const result = runSegment(segment);
  // A segment after the walk's end is never awaited: its failure is moot.
  result.catch(() => undefined);
  return { head, result };
}

function* pageSegments(
  page: RangePage,
  offset: number,
  lastHash: Uint8Array | undefined,
  chain: ChainOfRange,
): Generator<ChainSegment> {
  const { stored } = page;
  const rounds = storedCount(stored);
  const tailSteps = page.tailSteps ?? 0;
  const terminating = chain.terminatingHash && { terminatingHash: chain.terminatingHash };
  for (let first = 0; first < rounds; first += chain.segmentRounds) {
    const end = Math.min(rounds, first + chain.segmentRounds);
    yield {
      salt: chain.salt,
      firstOffset: offset + first,
      stored: slicePacked(stored, first, end),
      steps: end - first,
      ...terminating,
    };
  }
  if (tailSteps === 0) return;
  // The walk past the stored rounds starts one link behind the last of them.
  const last = lastHashAfter(page, lastHash);
  yield {
    salt: chain.salt,
    firstOffset: offset + rounds,
    stored: EMPTY,
    steps: tailSteps,
    from: last === undefined ? chain.startHash : previousHashOf(last),
    ...terminating,
  };
}

function lastHashAfter(page: RangePage, before: Uint8Array | undefined): Uint8Array | undefined {
  const rounds = storedCount(page.stored);
  if (rounds === 0) return before;
  return page.stored.hashes.slice((rounds - 1) * ROUND_HASH_BYTES, rounds * ROUND_HASH_BYTES);
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

export function rangeAsPage(count: number, stored?: PackedRounds): RangePage {
  const rounds = stored === undefined ? 0 : Math.min(storedCount(stored), count);
  return {
    stored: stored === undefined ? EMPTY : slicePacked(stored, 0, rounds),
    tailSteps: count - rounds,
  };
}
