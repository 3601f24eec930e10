// Synchronous SHA-256 and HMAC-SHA256 (@noble/hashes, audited) for the
// verifier: WebCrypto is asynchronous per call, and at 50,000 rounds a second
// the promise per digest costs more than the digest itself.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { crashPointFromHmacHex, CRASH_RESULT_HEX_DIGITS } from '@velas/domain/fairness';
import { ROUND_HASH_BYTES, toHex } from './hex.js';

/** Bytes of the HMAC holding its first 13 hex digits. */
const RESULT_BYTES = Math.ceil(CRASH_RESULT_HEX_DIGITS / 2);

export interface RoundHasher {
  /** The crash point the round hash at `offset` of `bytes` gives under the hasher's salt. */
  crashPoint(bytes: Uint8Array, offset?: number): number;
}

/** The hash of the round played before the one whose hash is at `offset` of `bytes`. */
export function previousRoundHash(bytes: Uint8Array, offset = 0): Uint8Array {
  return sha256(bytes.subarray(offset, offset + ROUND_HASH_BYTES));
}

/**
 * previousRoundHash into `out` (32 bytes, may be `bytes` itself), reusing one
 * hash state: the walk of a range hashes 100,000 times without allocating.
 */
export function createChainStepper(): (bytes: Uint8Array, out: Uint8Array) => void {
  const fresh = sha256.create();
  let scratch = sha256.create();
  return (bytes, out) => {
    scratch = fresh._cloneInto(scratch);
    scratch.update(bytes.subarray(0, ROUND_HASH_BYTES)).digestInto(out);
  };
}

export function createRoundHasher(salt: string): RoundHasher {
  // The keyed state (the key's two padded blocks already hashed) is built
  // once per salt and copied into a scratch state per round: two compressions
  // a round instead of four, and no allocation.
  const keyed = hmac.create(sha256, new TextEncoder().encode(salt));
  let scratch = keyed.clone();
  const digest = new Uint8Array(sha256.outputLen);
  return {
    crashPoint(bytes, offset = 0) {
      scratch = keyed._cloneInto(scratch);
      scratch.update(bytes.subarray(offset, offset + ROUND_HASH_BYTES)).digestInto(digest);
      return crashPointFromHmacHex(toHex(digest, 0, RESULT_BYTES));
    },
  };
}
