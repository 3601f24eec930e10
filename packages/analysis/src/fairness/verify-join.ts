// Segments come back from the workers in any order and are joined in chain order.
import { ROUND_HASH_BYTES, sameBytes } from './hex.js';
import type { RangeMismatch, RangeResult } from './verify-range.js';
import { storedCount, type ChainSegment, type SegmentResult } from './verify-segment.js';

export interface WalkState {
  checked: number;
  mismatches: number;
  firstMismatch: RangeMismatch | null;
  linksHold: boolean;
  reached: boolean;
  previousEnd: Uint8Array;
}

export type SegmentHead = { hash: Uint8Array; id: number } | undefined;

export const startWalk = (startHash: Uint8Array): WalkState => ({
  checked: 0,
  mismatches: 0,
  firstMismatch: null,
  linksHold: true,
  reached: false,
  previousEnd: startHash,
});

/** Copied out of the segment, whose rounds are handed over to a worker. */
export function segmentHead(segment: ChainSegment): SegmentHead {
  if (storedCount(segment.stored) === 0 || segment.steps === 0) return undefined;
  return {
    hash: segment.stored.hashes.slice(0, ROUND_HASH_BYTES),
    id: segment.stored.ids[0] as number,
  };
}

export function joinSegment(walk: WalkState, head: SegmentHead, segment: SegmentResult): WalkState {
  const linkBreaks =
    head !== undefined && !sameBytes(head.hash, 0, walk.previousEnd, 0, ROUND_HASH_BYTES);
  const linkMismatch: RangeMismatch | null = linkBreaks
    ? { offset: segment.firstOffset, id: head.id, kind: 'link' }
    : null;
  return {
    checked: walk.checked + segment.checked,
    mismatches: walk.mismatches + (linkBreaks ? 1 : 0) + segment.mismatches,
    firstMismatch: walk.firstMismatch ?? linkMismatch ?? segment.firstMismatch,
    linksHold: walk.linksHold && !linkBreaks && segment.linksHold,
    reached: segment.reached,
    previousEnd: segment.endHash,
  };
}

export const walkResult = (
  walk: WalkState,
  elapsedMs: number,
  cancelled: boolean,
): RangeResult => ({
  checked: walk.checked,
  elapsedMs,
  reachedTerminatingHash: walk.reached && walk.linksHold,
  firstMismatch: walk.firstMismatch,
  mismatches: walk.mismatches,
  cancelled,
});
