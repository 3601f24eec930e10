// The provably fair scheme of docs/product.md#provably-fair-rounds, recomputed in the browser with
// WebCrypto so a player can check a round without trusting the server:
//   h = HMAC_SHA256(key = salt as UTF-8, message = the 32 raw bytes of the game hash)
//   X = (first 13 hex digits of h) / 2^52;  crash = max(1, floor(97 / (1 - X)) / 100)
// (the arithmetic is the domain's, the same the api computes rounds with)
// and the round before has hash SHA256(hash).
import { roundHashBytes, toHex } from '@velas/analysis/fairness/hex';
import { crashPointFromHmacHex } from '@velas/domain/fairness';

/**
 * The 32 raw bytes WebCrypto hashes, of a hash the caller checked (isRoundHash);
 * roundHashBytes allocates them on a plain ArrayBuffer, as WebCrypto asks.
 */
const hashBytes = (gameHash: string) => roundHashBytes(gameHash) as Uint8Array<ArrayBuffer>;

export async function crashPointOf(
  gameHash: string,
  salt: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<number> {
  const key = await subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = await subtle.sign('HMAC', key, hashBytes(gameHash));
  return crashPointFromHmacHex(toHex(new Uint8Array(digest)));
}

/** The hash of the round played just before the one with `gameHash`. */
export async function previousHashOf(
  gameHash: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  return toHex(new Uint8Array(await subtle.digest('SHA-256', hashBytes(gameHash))));
}
