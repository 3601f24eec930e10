import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { tamperings, type ChainRound } from '../test/crash-chain.js';
import { verifyRound, verifyRounds } from './verify-rounds.js';

const goldenChain: ChainRound[] = golden.chain.roundsNewestFirst.map((round) => ({
  id: round.id,
  hash: round.hash,
  salt: golden.chain.salt,
  odd: round.crash,
}));

describe('verifyRound', () => {
  it.each(golden.vectors)('recomputes $name as $crash', ({ hash, salt, crash, previousHash }) => {
    expect(verifyRound({ hash, salt, odd: crash })).toEqual({
      crashMatches: true,
      linkMatches: null,
      expected: crash,
    });
    // The round before is proved by this one.
    expect(verifyRound({ hash: previousHash, salt, odd: 1, nextHash: hash }).linkMatches).toBe(
      true,
    );
  });

  it('flags a stored odd one hundredth off, and a link to the wrong round', () => {
    const [vector, other] = golden.vectors;
    if (!vector || !other) throw new Error('golden vectors missing');
    const verdict = verifyRound({
      hash: vector.previousHash,
      salt: vector.salt,
      odd: 1,
      nextHash: other.hash,
    });
    expect(verdict.linkMatches).toBe(false);
    const off = verifyRound({ ...vector, odd: Math.round(vector.crash * 100 + 1) / 100 });
    expect(off).toMatchObject({ crashMatches: false, expected: vector.crash });
  });

  it('compares odds in hundredths, not as doubles', () => {
    const vector = golden.vectors.find((v) => v.crash === 2.04) ?? golden.vectors[0];
    if (!vector) throw new Error('golden vectors missing');
    expect(verifyRound({ ...vector, odd: vector.crash + 1e-9 }).crashMatches).toBe(true);
  });

  it('rejects a hash that is not 64 lowercase hex digits', () => {
    expect(() => verifyRound({ hash: 'AB'.repeat(32), salt: 's', odd: 1 })).toThrow(RangeError);
  });
});

describe('verifyRounds (the candle list)', () => {
  it('marks every round of the golden chain verified, the newest without a link to check', () => {
    const verdicts = verifyRounds(goldenChain);
    expect(verdicts.map((v) => v.id)).toEqual(goldenChain.map((round) => round.id));
    expect(verdicts.every((v) => v.crashMatches)).toBe(true);
    expect(verdicts[0]?.linkMatches).toBeNull();
    expect(verdicts.slice(1).every((v) => v.linkMatches === true)).toBe(true);
  });

  it.each(Object.entries(tamperings))('flags a round whose %s was tampered with', (_, tamper) => {
    const index = 5;
    const tampered = goldenChain.map((round, i) => (i === index ? tamper(round) : round));
    const flagged = verifyRounds(tampered)
      .filter((v) => !v.crashMatches || v.linkMatches === false)
      .map((v) => v.id);
    expect(flagged.length).toBeGreaterThan(0);
    // The tampered round or the older one whose link it was meant to prove.
    expect(
      flagged.every((id) => id === goldenChain[index]?.id || id === goldenChain[index + 1]?.id),
    ).toBe(true);
    expect(flagged).toContain(
      tamper === tamperings.link ? goldenChain[index + 1]?.id : goldenChain[index]?.id,
    );
  });

  it('does not link rounds of different chains (a new salt)', () => {
    const [newer, older] = goldenChain;
    if (!newer || !older) throw new Error('golden chain missing');
    const verdicts = verifyRounds([newer, { ...older, salt: 'other', odd: 1 }]);
    expect(verdicts[1]?.linkMatches).toBeNull();
  });
});
