// Round hashes travel as 64 lowercase hex digits and are hashed as their 32
// raw bytes; these conversions sit on the verifier's hot path, hence the tables.

export const ROUND_HASH_BYTES = 32;
const ROUND_HASH_PATTERN = /^[0-9a-f]{64}$/;
const BYTE_TO_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function isRoundHash(text: string): boolean {
  return ROUND_HASH_PATTERN.test(text);
}

/** The 32 bytes of a round hash; throws a RangeError for anything but 64 lowercase hex digits. */
export function roundHashBytes(hex: string): Uint8Array {
  if (!isRoundHash(hex)) throw new RangeError('a round hash is 64 lowercase hex digits');
  const bytes = new Uint8Array(ROUND_HASH_BYTES);
  for (let index = 0; index < ROUND_HASH_BYTES; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function toHex(bytes: Uint8Array, offset = 0, length = bytes.length - offset): string {
  let hex = '';
  for (let index = offset; index < offset + length; index += 1)
    hex += BYTE_TO_HEX[bytes[index] as number] as string;
  return hex;
}

export function sameBytes(
  a: Uint8Array,
  aOffset: number,
  b: Uint8Array,
  bOffset: number,
  length: number,
): boolean {
  for (let index = 0; index < length; index += 1)
    if (a[aOffset + index] !== b[bOffset + index]) return false;
  return true;
}
