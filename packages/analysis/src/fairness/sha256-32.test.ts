import { createHash, createHmac } from 'node:crypto';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from './hex.js';
import { hmacKey, hmacOf32, newWords, readWords, sha256Of32, writeWords } from './sha256-32.js';

const hex = (words: Int32Array) => toHex(writeWords(words, new Uint8Array(32)));
const message = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('SHA-256 and HMAC-SHA256 of a 32-byte message', () => {
  it('is SHA-256: @noble/hashes and node:crypto agree on random messages', () => {
    fc.assert(
      fc.property(message, (bytes) => {
        const words = readWords(bytes, 0, newWords());
        const digest = hex(sha256Of32(words, newWords()));
        expect(digest).toBe(toHex(sha256(bytes)));
        expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('is HMAC-SHA256 under keys short, one block long and longer than a block', () => {
    const key = fc.oneof(
      fc.string({ maxLength: 40 }).map((text) => new TextEncoder().encode(text)),
      fc.uint8Array({ minLength: 64, maxLength: 64 }),
      fc.uint8Array({ minLength: 65, maxLength: 200 }),
    );
    fc.assert(
      fc.property(key, message, (secret, bytes) => {
        const keyed = hmacKey(secret);
        const digest = hex(hmacOf32(keyed, readWords(bytes, 0, newWords()), newWords()));
        expect(digest).toBe(toHex(hmac(sha256, secret, bytes)));
        expect(digest).toBe(createHmac('sha256', secret).update(bytes).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('writes into its own input, as the walk does', () => {
    const bytes = new Uint8Array(32).fill(7);
    const words = readWords(bytes, 0, newWords());
    expect(hex(sha256Of32(words, words))).toBe(toHex(sha256(bytes)));
    const again = readWords(bytes, 0, newWords());
    const keyed = hmacKey(new TextEncoder().encode('salt'));
    expect(hex(hmacOf32(keyed, again, again))).toBe(
      toHex(hmac(sha256, new TextEncoder().encode('salt'), bytes)),
    );
  });
});
