// Without hex or BigInt: the double quotient is exact unless it lands on a
// whole number, then BigInt decides.
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { crashPointFromHmacHex } from '@velas/domain/fairness';
import type { Words } from './sha256-32.js';

const TWO_TO_20 = 2 ** 20;
const TWO_TO_52 = 2 ** 52;
const NUMERATOR = CRASH_RTP_PERCENT * TWO_TO_52;

/** The 52-bit draw r of a digest: its first 32 bits, then 20 more. */
export function drawOfDigest(digest: Words): number {
  return ((digest[0] as number) >>> 0) * TWO_TO_20 + ((digest[1] as number) >>> 12);
}

export function crashPointOfDigest(digest: Words): number {
  const quotient = NUMERATOR / (TWO_TO_52 - drawOfDigest(digest));
  if (Number.isInteger(quotient)) return crashPointFromHmacHex(digestPrefixHex(digest));
  return Math.max(100, Math.floor(quotient)) / 100;
}

function digestPrefixHex(digest: Words): string {
  return (
    ((digest[0] as number) >>> 0).toString(16).padStart(8, '0') +
    ((digest[1] as number) >>> 0).toString(16).padStart(8, '0')
  );
}
