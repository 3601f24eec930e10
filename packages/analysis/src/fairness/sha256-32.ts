// General libraries pay for buffering and padding on inputs this small
// (packages/analysis/README.md#verifier-speed). Held to @noble/hashes by its test.
import { sha256 } from '@noble/hashes/sha2.js';

export type Words = Int32Array;

const ROUND_CONSTANTS = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL_STATE = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
/** Bits hashed when a 32-byte message is a block of its own, and after a 64-byte key block. */
const LONE_MESSAGE_BITS = 256;
const KEYED_MESSAGE_BITS = 768;

// One schedule for the thread: the walk is synchronous, so calls never interleave.
const schedule = new Int32Array(64);

function compress(state: Int32Array): void {
  const w = schedule;
  for (let i = 16; i < 64; i++) {
    const w15 = w[i - 15] as number;
    const w2 = w[i - 2] as number;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
  }
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let f = state[5] as number;
  let g = state[6] as number;
  let h = state[7] as number;
  for (let i = 0; i < 64; i++) {
    const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 =
      (h + sigma1 + ((e & f) ^ (~e & g)) + (ROUND_CONSTANTS[i] as number) + (w[i] as number)) | 0;
    const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (sigma0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] as number) + a) | 0;
  state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0;
  state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0;
  state[5] = ((state[5] as number) + f) | 0;
  state[6] = ((state[6] as number) + g) | 0;
  state[7] = ((state[7] as number) + h) | 0;
}

/** The message's words, then SHA-256's padding for a message of `bits` bits ending here. */
function scheduleMessage(message: Words, bits: number): void {
  for (let i = 0; i < 8; i++) schedule[i] = message[i] as number;
  schedule[8] = 0x80000000 | 0;
  for (let i = 9; i < 15; i++) schedule[i] = 0;
  schedule[15] = bits;
}

export function newWords(): Words {
  return new Int32Array(8);
}

export function readWords(bytes: Uint8Array, offset: number, out: Words): Words {
  for (let i = 0; i < 8; i++) {
    const at = offset + i * 4;
    out[i] =
      ((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number);
  }
  return out;
}

export function writeWords(words: Words, bytes: Uint8Array, offset = 0): Uint8Array {
  for (let i = 0; i < 8; i++) {
    const word = words[i] as number;
    const at = offset + i * 4;
    bytes[at] = word >>> 24;
    bytes[at + 1] = word >>> 16;
    bytes[at + 2] = word >>> 8;
    bytes[at + 3] = word;
  }
  return bytes;
}

export function wordsEqualBytes(words: Words, bytes: Uint8Array, offset: number): boolean {
  for (let i = 0; i < 8; i++) {
    const at = offset + i * 4;
    const word =
      ((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number);
    if (word !== words[i]) return false;
  }
  return true;
}

export function sameWords(a: Words, b: Words): boolean {
  for (let i = 0; i < 8; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function sha256Of32(message: Words, out: Words): Words {
  scheduleMessage(message, LONE_MESSAGE_BITS);
  out.set(INITIAL_STATE);
  compress(out);
  return out;
}

export interface HmacKey {
  inner: Int32Array;
  outer: Int32Array;
}

export function hmacKey(key: Uint8Array): HmacKey {
  const block = new Uint8Array(BLOCK_BYTES);
  // RFC 2104: a key longer than the block is hashed first (rare: salts are short).
  block.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const keyed = (pad: number) => {
    const state = Int32Array.from(INITIAL_STATE);
    for (let i = 0; i < 16; i++) {
      const at = i * 4;
      schedule[i] =
        (((block[at] as number) ^ pad) << 24) |
        (((block[at + 1] as number) ^ pad) << 16) |
        (((block[at + 2] as number) ^ pad) << 8) |
        ((block[at + 3] as number) ^ pad);
    }
    compress(state);
    return state;
  };
  return { inner: keyed(0x36), outer: keyed(0x5c) };
}

export function hmacOf32(key: HmacKey, message: Words, out: Words): Words {
  scheduleMessage(message, KEYED_MESSAGE_BITS);
  out.set(key.inner);
  compress(out);
  scheduleMessage(out, KEYED_MESSAGE_BITS);
  out.set(key.outer);
  compress(out);
  return out;
}
