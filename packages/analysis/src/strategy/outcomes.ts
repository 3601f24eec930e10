// Round outcomes drawn from the exact crash distribution: two xoshiro128**
// words make the 52-bit draw of docs/product.md#provably-fair-rounds, and the
// round reaches the target when that draw is at least the threshold (see
// crash-threshold.ts). The generator's state lives in locals for the whole
// block: no call, no allocation, no floating point per round.
import type { WinThreshold } from './crash-threshold.js';
import type { Xoshiro128State } from './xoshiro128.js';

export function fillOutcomes(
  state: Xoshiro128State,
  threshold: WinThreshold,
  outcomes: Uint8Array,
  length: number,
): void {
  let s0 = state[0] as number;
  let s1 = state[1] as number;
  let s2 = state[2] as number;
  let s3 = state[3] as number;
  const { high: highest, low: lowest } = threshold;
  for (let round = 0; round < length; round++) {
    let product = Math.imul(s1, 5);
    const high = Math.imul((product << 7) | (product >>> 25), 9) >>> 12;
    let shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = (s3 << 11) | (s3 >>> 21);

    product = Math.imul(s1, 5);
    const low = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = (s3 << 11) | (s3 >>> 21);

    outcomes[round] = high > highest || (high === highest && low >= lowest) ? 1 : 0;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}
