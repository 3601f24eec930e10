import { crashPointFromHmacHex } from '@velas/domain/fairness';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { crashPointOf, previousHashOf } from './crashPoint.ts';

// A chain computed independently with Python's hmac/hashlib (docs/product/provably-fair-rounds.md#provably-fair-rounds):
// [game hash, crash point, hash of the round before].
const SALT = 'velas-salt-MINES_BET';
const CHAIN: [string, number, string][] = [
  [
    '19b25856e1c150ca834cffc8b59b23adbd0ec0389e58eb22b3b64768098d002b',
    1.59,
    'a7e130694166cdb95b1e1bbce3f21e4dbd63f46df42b48c5a1f8295033d57d04',
  ],
  [
    'a7e130694166cdb95b1e1bbce3f21e4dbd63f46df42b48c5a1f8295033d57d04',
    1.25,
    'ddd372d8dc1992ebdd19fc7309f3b7c232ac1a184e1d4a01eacb25660548af57',
  ],
  [
    'ddd372d8dc1992ebdd19fc7309f3b7c232ac1a184e1d4a01eacb25660548af57',
    3.73,
    '07603027237f9513ef9b720d3ae613158acb5f783b20ebec2f433fe6b232f2f4',
  ],
];

describe('crash point from a game hash', () => {
  it('is 1 when the first 52 bits are zero and grows as X nears 1', () => {
    expect(crashPointFromHmacHex('0000000000000' + 'f'.repeat(51))).toBe(1);
    expect(crashPointFromHmacHex('8000000000000' + '0'.repeat(51))).toBe(1.94);
    expect(crashPointFromHmacHex('fffffffffffff' + '0'.repeat(51))).toBeGreaterThan(1e13);
  });

  it.each(CHAIN)('recomputes round %s with WebCrypto', async (hash, crash, previous) => {
    expect(await crashPointOf(hash, SALT)).toBe(crash);
    expect(await previousHashOf(hash)).toBe(previous);
  });
});

describe('the golden vectors every verifier shares (verifier = game)', () => {
  it.each(golden.vectors)('gives $crash for $name', async ({ hash, salt, crash, previousHash }) => {
    expect(await crashPointOf(hash, salt)).toBe(crash);
    expect(await previousHashOf(hash)).toBe(previousHash);
  });
});
