// The pure arithmetic of the provably fair crash point (decisions §3), shared
// by the api that plays the rounds and every verifier that checks them, so
// "verifier = game" holds by construction:
//   r = the first 13 hex digits of HMAC_SHA256(salt, game hash) (52 bits, exact in a double)
//   X = r / 2^52;  crash = max(1, floor(97 / (1 - X)) / 100)
import { CRASH_RTP_PERCENT } from './constants.js';

/** 13 hex digits = 52 bits, all a double holds exactly. */
export const CRASH_RESULT_HEX_DIGITS = 13;
const TWO_POW_52 = 2 ** 52;
const RESULT_PATTERN = /^[0-9a-fA-F]{13}/;

/** The crash multiplier (two decimals, >= 1) an HMAC digest in hex gives. */
export function crashPointFromHmacHex(hex: string): number {
  if (!RESULT_PATTERN.test(hex))
    throw new RangeError('the HMAC digest starts with 13 hexadecimal digits');
  const r = Number.parseInt(hex.slice(0, CRASH_RESULT_HEX_DIGITS), 16);
  const x = r / TWO_POW_52;
  return Math.max(1, Math.floor(CRASH_RTP_PERCENT / (1 - x)) / 100);
}
