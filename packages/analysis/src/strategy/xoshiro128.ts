// xoshiro128** (Blackman & Vigna, 2018): a small, fast, well-tested 32-bit
// generator. Not cryptographic: the strategy lab needs speed and a seed anyone
// can type in to repeat a run, not secrecy.

export type Xoshiro128State = Uint32Array;

/** SplitMix32, as the authors advise: nearby seeds give unrelated streams, none the all-zero state. */
export function seedXoshiro128(seed: number): Xoshiro128State {
  return seedSessionXoshiro128(seed, 0);
}

/** Each session its own stream, so any share of the sessions gives the same sessions anywhere. */
export function seedSessionXoshiro128(seed: number, session: number): Xoshiro128State {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RangeError(`seed must be a 32-bit unsigned integer: ${seed}`);
  const state = new Uint32Array(4);
  let counter = (seed + Math.imul(session * 4, 0x9e3779b9)) | 0;
  for (let index = 0; index < 4; index++) {
    counter = (counter + 0x9e3779b9) | 0;
    let z = counter;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    state[index] = z ^ (z >>> 15);
  }
  if (state.every((word) => word === 0)) state[0] = 1;
  return state;
}

export function nextWord(state: Xoshiro128State): number {
  const s0 = state[0] as number;
  const s1 = state[1] as number;
  let s2 = state[2] as number;
  let s3 = state[3] as number;
  const product = Math.imul(s1, 5);
  const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
  const shifted = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  state[1] = s1 ^ s2;
  state[0] = s0 ^ s3;
  state[2] = s2 ^ shifted;
  state[3] = (s3 << 11) | (s3 >>> 21);
  return result;
}
