// A second implementation of docs/product/provably-fair-rounds.md#provably-fair-rounds, written the way a player could,
// for tests only: WebCrypto for the hashes and exact BigInt arithmetic for the
// crash formula, sharing no code with fairness.ts.
import type { webcrypto } from 'node:crypto';

const subtle = globalThis.crypto.subtle;
const TWO_POW_52 = 2n ** 52n;

export async function webSha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle.digest('SHA-256', new Uint8Array(bytes)));
}

export async function hmacKey(salt: string): Promise<webcrypto.CryptoKey> {
  return subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** The crash point in hundredths: max(100, floor(97 * 2^52 / (2^52 - r))), exactly. */
export async function independentCrashCents(
  hash: Uint8Array,
  key: webcrypto.CryptoKey,
): Promise<bigint> {
  const mac = new Uint8Array(await subtle.sign('HMAC', key, new Uint8Array(hash)));
  // The first 13 hex digits are the first 52 bits: 6 bytes and the high nibble of the 7th.
  let r = 0n;
  for (const byte of mac.subarray(0, 7)) r = (r << 8n) | BigInt(byte);
  r >>= 4n;
  const cents = (97n * TWO_POW_52) / (TWO_POW_52 - r);
  return cents < 100n ? 100n : cents;
}

export function fromHex(hex: string): Uint8Array {
  return new Uint8Array(Buffer.from(hex, 'hex'));
}
