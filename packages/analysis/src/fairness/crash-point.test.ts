import { crashPointFromHmacHex } from '@velas/domain/fairness';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPointOfDigest, drawOfDigest } from './crash-point.js';
import { toHex } from './hex.js';
import { newWords, readWords, writeWords } from './sha256-32.js';

const TWO_TO_52 = 2 ** 52;
const NUMERATOR = 97n * 2n ** 52n;

/** A digest whose first 52 bits are `draw`, the rest `noise`. */
function digestOf(draw: number, noise: number): Int32Array {
  const words = newWords();
  words[0] = Math.floor(draw / 2 ** 20);
  words[1] = ((draw % 2 ** 20) << 12) | (noise & 0xfff);
  return words;
}

const domain = (words: Int32Array) =>
  crashPointFromHmacHex(toHex(writeWords(words, new Uint8Array(32))));

describe('crashPointOfDigest', () => {
  it('reads the 52-bit draw from the first 13 hex digits', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, index) => index * 17 + 3);
    const words = readWords(bytes, 0, newWords());
    expect(drawOfDigest(words)).toBe(Number.parseInt(toHex(bytes).slice(0, 13), 16));
  });

  it('equals the domain’s BigInt arithmetic on random digests', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const words = readWords(bytes, 0, newWords());
        expect(crashPointOfDigest(words)).toBe(domain(words));
      }),
      { numRuns: 2_000 },
    );
  });

  it('equals it where the quotient is a whole number or a hair either side of one', () => {
    const draws = new Set<number>([0, 1, TWO_TO_52 - 1, TWO_TO_52 - 2, TWO_TO_52 / 2]);
    // d = 2^52 − r divides 97·2^52 exactly, or just misses, at every crash point 1.00x to 10,000x.
    for (
      let hundredths = 1;
      hundredths <= 1_000_000;
      hundredths = Math.ceil(hundredths * 1.01) + 1
    ) {
      const divisor = NUMERATOR / BigInt(hundredths);
      for (const d of [divisor - 1n, divisor, divisor + 1n]) {
        const draw = TWO_TO_52 - Number(d);
        if (draw >= 0 && draw < TWO_TO_52) draws.add(draw);
      }
    }
    for (let k = 0; k <= 52; k++) draws.add(TWO_TO_52 - 2 ** k);
    for (let k = 0; k <= 45; k++) draws.add(TWO_TO_52 - 97 * 2 ** k);
    for (const draw of draws) {
      const words = digestOf(draw, draw & 0xfff);
      expect(drawOfDigest(words)).toBe(draw);
      expect(crashPointOfDigest(words), `draw ${draw}`).toBe(domain(words));
    }
  });
});
