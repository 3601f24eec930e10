// A round's crash point and the hash of the round before it, synchronous and
// allocation-free (sha256-32.ts): WebCrypto is asynchronous per call, and the
// promise per digest costs more than the digest itself.
import { crashPointOfDigest } from './crash-point.js';
import { ROUND_HASH_BYTES } from './hex.js';
import {
  hmacKey,
  hmacOf32,
  newWords,
  readWords,
  sha256Of32,
  writeWords,
  type Words,
} from './sha256-32.js';

export interface RoundHasher {
  crashPoint(bytes: Uint8Array, offset?: number): number;
  crashPointOfWords(hash: Words): number;
}

export function previousRoundHash(bytes: Uint8Array, offset = 0): Uint8Array {
  const words = readWords(bytes, offset, newWords());
  return writeWords(sha256Of32(words, words), new Uint8Array(ROUND_HASH_BYTES));
}

export function createRoundHasher(salt: string): RoundHasher {
  // The keyed states (the key's two padded blocks already hashed) are built
  // once per salt: two compressions a round instead of four.
  const key = hmacKey(new TextEncoder().encode(salt));
  const message = newWords();
  const digest = newWords();
  const crashPointOfWords = (hash: Words) => crashPointOfDigest(hmacOf32(key, hash, digest));
  return {
    crashPoint: (bytes, offset = 0) => crashPointOfWords(readWords(bytes, offset, message)),
    crashPointOfWords,
  };
}
