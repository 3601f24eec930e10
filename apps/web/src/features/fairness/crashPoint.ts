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
