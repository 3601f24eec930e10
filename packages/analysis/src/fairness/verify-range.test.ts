import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { crashChain, tamperings, type ChainRound } from '../test/crash-chain.js';
import { packRounds, verifyChainRange, type RangeProgress } from './verify-range.js';

const goldenRounds: ChainRound[] = golden.chain.roundsNewestFirst.map((round) => ({
  id: round.id,
  hash: round.hash,
  salt: golden.chain.salt,
  odd: round.crash,
}));

/** A clock that moves a millisecond every time it is read. */
function steppingClock(): () => number {
  let ms = 0;
  return () => (ms += 1);
}

function startOf(rounds: readonly ChainRound[]) {
  const newest = rounds[0];
  if (!newest) throw new Error('no rounds');
  return { hash: newest.hash, salt: newest.salt };
}

describe('verifyChainRange', () => {
  it('walks the golden chain back to its terminating hash', async () => {
    const result = await verifyChainRange(startOf(goldenRounds), {
      count: 100,
      terminatingHash: golden.chain.terminatingHash,
      stored: packRounds(goldenRounds),
      now: steppingClock(),
    });
    expect(result).toEqual({
      checked: goldenRounds.length,
      elapsedMs: 1,
      reachedTerminatingHash: true,
      firstMismatch: null,
      mismatches: 0,
      cancelled: false,
    });
  });

  it('says so when the count ends before the terminating hash, or the hash is another chain’s', async () => {
    const options = { stored: packRounds(goldenRounds), now: steppingClock() };
    const short = await verifyChainRange(startOf(goldenRounds), {
      ...options,
      count: 5,
      terminatingHash: golden.chain.terminatingHash,
    });
    expect(short).toMatchObject({ checked: 5, reachedTerminatingHash: false, mismatches: 0 });
    const other = await verifyChainRange(startOf(goldenRounds), {
      ...options,
      count: 100,
      terminatingHash: golden.vectors[0]?.hash ?? '',
    });
    expect(other).toMatchObject({ checked: 100, reachedTerminatingHash: false, mismatches: 0 });
  });

  it.each([
    ['odd', 'crash'],
    ['hash', 'link'],
    ['link', 'link'],
  ] as const)(
    'flags a round whose %s was tampered with (%s) and then no longer reaches the published hash',
    async (what, kind) => {
      const index = 6;
      const tampered = goldenRounds.map((round, i) =>
        i === index ? tamperings[what](round) : round,
      );
      const result = await verifyChainRange(startOf(tampered), {
        count: 100,
        terminatingHash: golden.chain.terminatingHash,
        stored: packRounds(tampered),
        now: steppingClock(),
      });
      expect(result.firstMismatch).toEqual({ offset: index, id: goldenRounds[index]?.id, kind });
      expect(result.reachedTerminatingHash).toBe(what === 'odd');
      expect(result.checked).toBe(goldenRounds.length);
    },
  );

  it('reports progress every N rounds and stops at the next report once cancelled', async () => {
    const chain = crashChain('range progress', 2_000, 'salt-progress');
    const signal = { aborted: false };
    const reports: RangeProgress[] = [];
    const result = await verifyChainRange(startOf(chain.roundsNewestFirst), {
      count: 2_000,
      terminatingHash: chain.terminatingHash,
      stored: packRounds(chain.roundsNewestFirst),
      progressEvery: 300,
      now: steppingClock(),
      onProgress: (progress) => {
        reports.push(progress);
        if (progress.checked === 900) signal.aborted = true;
      },
      signal,
    });
    expect(reports.map((p) => p.checked)).toEqual([300, 600, 900, 900]);
    expect(reports.every((p) => p.total === 2_000)).toBe(true);
    expect(result).toMatchObject({ checked: 900, cancelled: true, reachedTerminatingHash: false });
    expect(result.elapsedMs).toBe(4);
  });

  it('checks a long chain against an independent implementation, to the end', async () => {
    const chain = crashChain('range long', 20_000, 'velas-salt-MINES_BET');
    const reports: number[] = [];
    const result = await verifyChainRange(startOf(chain.roundsNewestFirst), {
      count: 100_000,
      terminatingHash: chain.terminatingHash,
      stored: packRounds(chain.roundsNewestFirst),
      now: steppingClock(),
      onProgress: (progress) => void reports.push(progress.checked),
    });
    expect(result).toMatchObject({
      checked: 20_000,
      reachedTerminatingHash: true,
      mismatches: 0,
      cancelled: false,
    });
    expect(reports).toEqual([5_000, 10_000, 15_000, 20_000]);
  });

  it('walks on past the stored rounds following the links only', async () => {
    const result = await verifyChainRange(startOf(goldenRounds), {
      count: 100,
      terminatingHash: golden.chain.terminatingHash,
      stored: packRounds(goldenRounds.slice(0, 3)),
      now: steppingClock(),
    });
    expect(result).toMatchObject({ checked: 12, reachedTerminatingHash: true, mismatches: 0 });
  });

  it('holds 1 to 100,000 rounds', async () => {
    const options = { now: steppingClock() };
    await expect(verifyChainRange(startOf(goldenRounds), { ...options, count: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      verifyChainRange(startOf(goldenRounds), { ...options, count: 100_001 }),
    ).rejects.toThrow(RangeError);
  });
});
