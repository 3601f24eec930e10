// In integers: a double cannot always hold floor(97·2^52 / (2^52 − r)).
import { CRASH_RTP_PERCENT } from './constants.js';

/** 13 hex digits = 52 bits. */
export const CRASH_RESULT_HEX_DIGITS = 13;
const TWO_POW_52 = 2n ** 52n;
const RESULT_PATTERN = new RegExp(`^[0-9a-f]{${CRASH_RESULT_HEX_DIGITS}}`, 'i');

export function crashPointFromHmacHex(hmacHex: string): number {
  const digits = RESULT_PATTERN.exec(hmacHex)?.[0];
  if (digits === undefined)
    throw new Error(`an HMAC digest starts with ${CRASH_RESULT_HEX_DIGITS} hex digits`);
  const r = BigInt(`0x${digits}`);
  const hundredths = (BigInt(CRASH_RTP_PERCENT) * TWO_POW_52) / (TWO_POW_52 - r);
  return Math.max(100, Number(hundredths)) / 100;
}

/** P(crash >= multiplier) at the game's RTP: RTP / multiplier, and 1 at or below 1x. */
export function crashProbabilityAtLeast(multiplier: number): number {
  return multiplier <= 1 ? 1 : CRASH_RTP_PERCENT / 100 / multiplier;
}
