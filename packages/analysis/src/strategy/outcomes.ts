// Round outcomes drawn from the exact crash distribution: two xoshiro128**
// words make the 52-bit draw of docs/product.md#provably-fair-rounds, and the
// round reaches the target when that draw is at least the threshold (see
// crash-threshold.ts). Integer arithmetic only: no allocation, no floating
// point per round (V8 inlines nextWord; the lab stays far above its 10 M
// rounds/s target, see the README's figures).
import type { WinThreshold } from './crash-threshold.js';
import { nextWord, type Xoshiro128State } from './xoshiro128.js';

export function fillOutcomes(
  state: Xoshiro128State,
  threshold: WinThreshold,
  outcomes: Uint8Array,
  length: number,
): void {
  const { high: highest, low: lowest } = threshold;
  for (let round = 0; round < length; round++) {
    const high = nextWord(state) >>> 12;
    const low = nextWord(state);
    outcomes[round] = high > highest || (high === highest && low >= lowest) ? 1 : 0;
  }
}
