// The provably fair scheme of docs/product.md#provably-fair-rounds, recomputed in the browser with
// WebCrypto so a player can check a round without trusting the server:
//   h = HMAC_SHA256(key = salt as UTF-8, message = the 32 raw bytes of the game hash)
//   X = (first 13 hex digits of h) / 2^52;  crash = max(1, floor(97 / (1 - X)) / 100)
// (the arithmetic is the domain's, the same the api computes rounds with)
// and the round before has hash SHA256(hash).
import { crashPointFromHmacHex } from '@velas/domain/fairness';

const HASH_PATTERN = /^[0-9a-f]{64}$/;

export function isGameHash(text: string): boolean {
  return HASH_PATTERN.test(text);
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function bytesToHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The crash multiplier from the HMAC's hex digest (pure arithmetic). */
export function crashFromHmacHex(hmacHex: string): number {
  return crashPointFromHmacHex(hmacHex);
}

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
  const digest = await subtle.sign('HMAC', key, hexToBytes(gameHash));
  return crashFromHmacHex(bytesToHex(digest));
}

/** The hash of the round played just before the one with `gameHash`. */
export async function previousHashOf(
  gameHash: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  return bytesToHex(await subtle.digest('SHA-256', hexToBytes(gameHash)));
}
