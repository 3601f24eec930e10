import { ROUND_HASH_BYTES } from './hex.js';
import { createRoundHasher } from './round-hasher.js';
import {
  newWords,
  readWords,
  sameWords,
  sha256Of32,
  wordsEqualBytes,
  writeWords,
} from './sha256-32.js';
import type { MismatchKind, PackedRounds, RangeMismatch } from './verify-range.js';
import { sameOdd } from './verify-rounds.js';

export interface ChainSegment {
  salt: string;
  firstOffset: number;
  stored: PackedRounds;
  /** Rounds to walk: the stored ones, then links only (the last segment walks on towards the terminating hash). */
  steps: number;
  from?: Uint8Array;
  terminatingHash?: Uint8Array;
}

export interface SegmentResult {
  firstOffset: number;
  checked: number;
  reached: boolean;
  /** Mismatches inside the segment; its first round's link is checked at the join. */
  firstMismatch: RangeMismatch | null;
  mismatches: number;
  linksHold: boolean;
  endHash: Uint8Array;
}

export function storedCount(stored: PackedRounds): number {
  return stored.odds.length;
}

export function verifySegment(segment: ChainSegment): SegmentResult {
  const { stored, steps, firstOffset } = segment;
  const rounds = Math.min(storedCount(stored), steps);
  const hasher = createRoundHasher(segment.salt);
  const terminating =
    segment.terminatingHash === undefined
      ? undefined
      : readWords(segment.terminatingHash, 0, newWords());
  const current = newWords();
  if (rounds > 0) readWords(stored.hashes, 0, current);
  else if (segment.from !== undefined) readWords(segment.from, 0, current);
  else throw new RangeError('a segment without stored rounds starts from a given hash');

  let mismatches = 0;
  let firstMismatch: RangeMismatch | null = null;
  let linksHold = true;
  let reached = false;
  let checked = 0;
  const flag = (index: number, kind: MismatchKind) => {
    mismatches += 1;
    if (kind === 'link') linksHold = false;
    firstMismatch ??= { offset: firstOffset + index, id: stored.ids[index] as number, kind };
  };
  while (checked < steps) {
    const index = checked;
    if (index < rounds) {
      const at = index * ROUND_HASH_BYTES;
      // As the single walk does: after a broken link, the rounds behind it are
      // judged on their own hashes, so one tampered round is reported once.
      if (index > 0 && !wordsEqualBytes(current, stored.hashes, at)) {
        flag(index, 'link');
        readWords(stored.hashes, at, current);
      }
      if (!sameOdd(stored.odds[index] as number, hasher.crashPointOfWords(current)))
        flag(index, 'crash');
    }
    sha256Of32(current, current);
    checked += 1;
    if (terminating !== undefined && sameWords(current, terminating)) {
      reached = true;
      break;
    }
  }
  return {
    firstOffset,
    checked,
    reached,
    firstMismatch,
    mismatches,
    linksHold,
    endHash: writeWords(current, new Uint8Array(ROUND_HASH_BYTES)),
  };
}
