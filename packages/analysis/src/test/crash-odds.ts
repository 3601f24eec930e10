// Deterministic crash odds for tests and the benchmark, by the formula of
// docs/product/provably-fair-rounds.md#provably-fair-rounds:
//   crash = max(1, floor(97 / (1 - X)) / 100)
// with X uniform on 52 bits, drawn from a seeded generator instead of a hash
// chain.

/** xorshift128+ style 32-bit words from a seed (not cryptographic: test data only). */
export function seededWords(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  let b = 0x85ebca6b ^ a;
  return () => {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    b = (b + 0x6d2b79f5) | 0;
    return (a ^ b) >>> 0;
  };
}

export function crashOdd(x: number): number {
  return Math.max(1, Math.floor(97 / (1 - x)) / 100);
}

export function crashOdds(count: number, seed: number): Float64Array {
  const next = seededWords(seed);
  const odds = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    // 52 random bits: 20 from one word, 32 from another.
    const x = ((next() >>> 12) * 2 ** 32 + next()) / 2 ** 52;
    odds[index] = crashOdd(x);
  }
  return odds;
}
