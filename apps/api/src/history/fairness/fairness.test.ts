import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { goldenVectors } from '#/test/golden-vectors.js';
import { hmacKey, independentCrashCents, webSha256 } from '#/test/history/independent-verifier.js';
import { crashPoint, HashChain, hashToHex, hexToHash, previousHash, sha256 } from './fairness.js';

const seed = sha256(new TextEncoder().encode('velas fairness test seed'));
const salt = 'velas-test-salt-0000000000000000';

describe('hash chain', () => {
  it('plays the chain backwards: each round hash is SHA256 of the next, ending at the terminating hash', async () => {
    const length = 300;
    // Forward, naively: x0 = seed, x(i) = SHA256(x(i-1)).
    const forward: Uint8Array[] = [seed];
    for (let step = 1; step <= length; step += 1)
      forward.push(await webSha256(forward[step - 1] ?? seed));

    // A short segment exercises many checkpoint boundaries.
    const chain = HashChain.of(seed, length, 7);
    expect(hashToHex(chain.terminatingHash)).toBe(hashToHex(forward[length] ?? seed));

    const played = [...chain.roundsFrom(1)];
    expect(played.map((round) => round.index)).toEqual(Array.from({ length }, (_, i) => i + 1));
    played.forEach((round, i) => {
      expect(hashToHex(round.hash)).toBe(hashToHex(forward[length - 1 - i] ?? seed));
    });
    expect(hashToHex(played.at(-1)?.hash ?? new Uint8Array())).toBe(hashToHex(seed));
  });

  it('resumes in the middle of the chain with the same hashes', () => {
    const chain = HashChain.of(seed, 100, 16);
    const all = [...chain.roundsFrom(1)];
    const resumed = [...chain.roundsFrom(42)];
    expect(resumed.map((round) => hashToHex(round.hash))).toEqual(
      all.slice(41).map((round) => hashToHex(round.hash)),
    );
    expect(resumed[0]?.index).toBe(42);
  });

  it('links every round to the one before through previousHash', () => {
    const chain = HashChain.of(seed, 50, 8);
    let expectedPrevious = hashToHex(chain.terminatingHash);
    for (const round of chain.roundsFrom(1)) {
      const hash = hashToHex(round.hash);
      expect(hashToHex(previousHash(round.hash))).toBe(expectedPrevious);
      expectedPrevious = hash;
    }
  });

  it('rejects seeds that are not 32 bytes', () => {
    expect(() => HashChain.of(new Uint8Array(31), 10)).toThrow();
  });
});

describe('crash points', () => {
  const rounds = 100_000;
  const chain = HashChain.of(seed, rounds);
  const odds = new Float64Array(rounds);
  const hashes: Buffer[] = [];
  for (const round of chain.roundsFrom(1)) {
    odds[round.index - 1] = crashPoint(round.hash, salt);
    hashes.push(round.hash);
  }

  it('agrees with an independent WebCrypto + BigInt implementation on every round', async () => {
    const key = await hmacKey(salt);
    const independent = await Promise.all(hashes.map((hash) => independentCrashCents(hash, key)));
    const mismatches: string[] = [];
    independent.forEach((cents, i) => {
      const odd = odds[i] ?? 0;
      if (BigInt(Math.round(odd * 100)) !== cents)
        mismatches.push(hashToHex(hashes[i] ?? new Uint8Array()));
      if (Math.round(odd * 100) / 100 !== odd) mismatches.push(`not two decimals: ${odd}`);
    });
    expect(mismatches).toEqual([]);
  }, 120_000);

  it.each([1.5, 2, 10, 100])('matches P(crash >= %d) = 0.97/x within 4.5 standard errors', (x) => {
    const expected = 0.97 / x;
    let hits = 0;
    for (const odd of odds) if (odd >= x) hits += 1;
    const standardError = Math.sqrt((expected * (1 - expected)) / rounds);
    expect(Math.abs(hits / rounds - expected)).toBeLessThan(4.5 * standardError);
  });

  it('busts at 1.00 with probability 1 - 0.97/1.01 (about 4%)', () => {
    let instant = 0;
    for (const odd of odds) if (odd === 1) instant += 1;
    const p = 1 - 0.97 / 1.01;
    expect(Math.abs(instant / rounds - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / rounds));
  });

  it('depends on the salt', () => {
    const hash = hashes[0] ?? Buffer.alloc(32);
    const differing = hashes
      .slice(0, 50)
      .filter((h) => crashPoint(h, salt) !== crashPoint(h, `${salt}x`));
    expect(differing.length).toBeGreaterThan(40);
    expect(crashPoint(hash, salt)).toBe(odds[0]);
  });
});

describe('golden vectors (the file every verifier is tested against)', () => {
  it('is exactly what this implementation builds, so the file cannot drift', () => {
    expect(golden).toEqual(goldenVectors());
  });

  it.each(golden.vectors)(
    'plays $name as $crash',
    ({ hash, salt, crash, previousHash: before }) => {
      expect(crashPoint(hexToHash(hash), salt)).toBe(crash);
      expect(hashToHex(previousHash(hexToHash(hash)))).toBe(before);
    },
  );

  it('links the golden chain round by round down to its terminating hash', () => {
    const { salt: chainSalt, terminatingHash, roundsNewestFirst } = golden.chain;
    roundsNewestFirst.forEach((round, i) => {
      expect(crashPoint(hexToHash(round.hash), chainSalt)).toBe(round.crash);
      const older = roundsNewestFirst[i + 1]?.hash ?? terminatingHash;
      expect(hashToHex(previousHash(hexToHash(round.hash)))).toBe(older);
    });
  });
});
