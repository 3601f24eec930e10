// The golden vectors checked by an implementation that shares nothing with
// the api's: Node's crypto for the hashes, exact BigInt arithmetic for the
// crash (floor(97 * 2^52 / (2^52 - r)) hundredths, no floating point).
import { createHash, createHmac } from 'node:crypto';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

const TWO_POW_52 = 2n ** 52n;

function exactCrashCents(hash: string, salt: string): bigint {
  const mac = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(hash, 'hex'))
    .digest();
  const r = BigInt(`0x${mac.subarray(0, 7).toString('hex')}`) >> 4n;
  const cents = (97n * TWO_POW_52) / (TWO_POW_52 - r);
  return cents < 100n ? 100n : cents;
}

const sha256Hex = (hash: string) =>
  createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');

describe('golden vectors, independently', () => {
  it('holds about twenty vectors with the edge cases the issue asks for', () => {
    expect(golden.vectors.length).toBeGreaterThanOrEqual(18);
    const crashes = golden.vectors.map((v) => v.crash);
    expect(crashes).toContain(1);
    expect(crashes).toContain(1.01);
    expect(Math.max(...crashes)).toBeGreaterThan(10_000);
    expect(new Set(golden.vectors.map((v) => v.salt)).size).toBeGreaterThanOrEqual(3);
  });

  it.each(golden.vectors)('$name: crash $crash and the hash before', (vector) => {
    expect(BigInt(Math.round(vector.crash * 100))).toBe(exactCrashCents(vector.hash, vector.salt));
    expect(Math.round(vector.crash * 100) / 100).toBe(vector.crash);
    expect(sha256Hex(vector.hash)).toBe(vector.previousHash);
  });

  it('links the chain round by round to its terminating hash', () => {
    const { salt, terminatingHash, roundsNewestFirst } = golden.chain;
    roundsNewestFirst.forEach((round, i) => {
      expect(BigInt(Math.round(round.crash * 100))).toBe(exactCrashCents(round.hash, salt));
      expect(sha256Hex(round.hash)).toBe(roundsNewestFirst[i + 1]?.hash ?? terminatingHash);
    });
    expect(roundsNewestFirst.map((round) => round.id)).toEqual(
      Array.from({ length: roundsNewestFirst.length }, (_, i) => roundsNewestFirst.length - i),
    );
  });
});
