// Nothing is trusted from the server but the data being checked.
import { roundHashBytes, sameBytes, ROUND_HASH_BYTES } from './hex.js';
import { createRoundHasher, previousRoundHash, type RoundHasher } from './round-hasher.js';

export interface RoundToVerify {
  hash: string;
  salt: string;
  odd: number;
  nextHash?: string;
}

export interface RoundVerdict {
  crashMatches: boolean;
  /** SHA256(next round's hash) is this round's hash; null when there is no next round to check. */
  linkMatches: boolean | null;
  expected: number;
}

/** Odds are compared in hundredths: the same multiplier may come back as a slightly different double. */
export function sameOdd(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

export function verifyRound(round: RoundToVerify, hasher?: RoundHasher): RoundVerdict {
  const bytes = roundHashBytes(round.hash);
  const expected = (hasher ?? createRoundHasher(round.salt)).crashPoint(bytes);
  return {
    crashMatches: sameOdd(round.odd, expected),
    linkMatches:
      round.nextHash === undefined ? null : linkHolds(bytes, roundHashBytes(round.nextHash)),
    expected,
  };
}

function linkHolds(hash: Uint8Array, nextHash: Uint8Array): boolean {
  return sameBytes(previousRoundHash(nextHash), 0, hash, 0, ROUND_HASH_BYTES);
}

export interface StoredRound {
  id: number;
  hash: string;
  salt: string;
  odd: number;
}

export interface StoredRoundVerdict extends RoundVerdict {
  id: number;
}

/**
 * Round ids are global across houses, so they say nothing about adjacency; a
 * neighbour of another chain (a different salt) proves no link.
 */
export function verifyRounds(roundsNewestFirst: readonly StoredRound[]): StoredRoundVerdict[] {
  const hashers = new Map<string, RoundHasher>();
  const hasherFor = (salt: string) => {
    let hasher = hashers.get(salt);
    if (hasher === undefined) {
      hasher = createRoundHasher(salt);
      hashers.set(salt, hasher);
    }
    return hasher;
  };
  return roundsNewestFirst.map((round, index) => {
    const next = roundsNewestFirst[index - 1];
    const linked = next !== undefined && next.salt === round.salt;
    const verdict = verifyRound(
      linked ? { ...round, nextHash: next.hash } : round,
      hasherFor(round.salt),
    );
    return { id: round.id, ...verdict };
  });
}
