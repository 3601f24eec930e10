import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashChain, tamperings, type ChainRound } from '../test/crash-chain.js';
import { rangeAsPage, verifyChainPages, type RangePage } from './verify-pages.js';
import { packRounds, verifyChainRange, type PackedRounds } from './verify-range.js';
import { verifySegment, type ChainSegment } from './verify-segment.js';

const chain = crashChain('paged range', 400, 'salt-pages');
const clock = () => {
  let ms = 0;
  return () => (ms += 1);
};

/** A runner that finishes segments out of order, as a pool of workers does. */
function shuffledRunner(delays: readonly number[]) {
  let call = 0;
  return async (segment: ChainSegment) => {
    const turns = delays[call++ % delays.length] ?? 0;
    for (let turn = 0; turn < turns; turn++) await Promise.resolve();
    return verifySegment(segment);
  };
}

/** The packed rounds cut into pages at `cuts`, the last page walking on `tailSteps`. */
function pagesOf(stored: PackedRounds, cuts: readonly number[], tailSteps: number): RangePage[] {
  const count = stored.odds.length;
  const bounds = [...new Set([0, ...cuts.filter((cut) => cut > 0 && cut < count), count])].sort(
    (a, b) => a - b,
  );
  const pages: RangePage[] = [];
  for (let index = 0; index + 1 < bounds.length; index++) {
    const [first, end] = [bounds[index] as number, bounds[index + 1] as number];
    pages.push({
      stored: {
        ids: stored.ids.slice(first, end),
        hashes: stored.hashes.slice(first * 32, end * 32),
        odds: stored.odds.slice(first, end),
      },
    });
  }
  if (pages.length === 0) pages.push(rangeAsPage(0));
  (pages.at(-1) as RangePage).tailSteps = tailSteps;
  return pages;
}

const withoutTime = (result: { elapsedMs: number }) => ({ ...result, elapsedMs: 0 });

describe('verifyChainPages (segments checked in parallel)', () => {
  it('gives the single walk’s result on the same data, tampered or not, however it is cut', async () => {
    const kinds = Object.keys(tamperings) as (keyof typeof tamperings)[];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: fc.integer({ min: 0, max: 399 }),
          stored: fc.integer({ min: 0, max: 400 }),
          extra: fc.integer({ min: 0, max: 60 }),
          tampered: fc.array(
            fc.tuple(fc.integer({ min: 0, max: 399 }), fc.constantFrom(...kinds)),
            { maxLength: 3 },
          ),
          otherTerminating: fc.boolean(),
          cuts: fc.array(fc.integer({ min: 1, max: 399 }), { maxLength: 4 }),
          segmentRounds: fc.integer({ min: 1, max: 120 }),
          parallel: fc.integer({ min: 1, max: 5 }),
          delays: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 8 }),
        }),
        async (plan) => {
          let rounds: ChainRound[] = chain.roundsNewestFirst.slice(plan.from);
          for (const [at, kind] of plan.tampered)
            rounds = rounds.map((round, index) => (index === at ? tamperings[kind](round) : round));
          const start = { hash: rounds[0]?.hash ?? '', salt: chain.salt };
          const stored = packRounds(rounds.slice(0, plan.stored));
          const walkedStored = Math.min(plan.stored, rounds.length);
          const count = Math.max(1, Math.min(100_000, walkedStored + plan.extra));
          const terminatingHash = plan.otherTerminating
            ? (chain.roundsNewestFirst[200]?.hash ?? '')
            : chain.terminatingHash;
          const single = await verifyChainRange(start, {
            count,
            terminatingHash,
            stored,
            now: clock(),
          });
          const storedWalked = Math.min(walkedStored, count);
          const truncated = {
            ids: stored.ids.slice(0, storedWalked),
            hashes: stored.hashes.slice(0, storedWalked * 32),
            odds: stored.odds.slice(0, storedWalked),
          };
          const paged = await verifyChainPages(
            start,
            pagesOf(truncated, plan.cuts, count - storedWalked),
            {
              terminatingHash,
              runSegment: shuffledRunner(plan.delays),
              parallel: plan.parallel,
              segmentRounds: plan.segmentRounds,
              now: clock(),
            },
          );
          expect(withoutTime(paged)).toEqual(withoutTime(single));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('names a round tampered in the middle of a long range by its id, at a join or inside a segment', async () => {
    const rounds = chain.roundsNewestFirst;
    const start = { hash: rounds[0]?.hash ?? '', salt: chain.salt };
    for (const at of [100, 101, 150]) {
      for (const kind of ['odd', 'hash', 'link'] as const) {
        const tampered = rounds.map((round, index) =>
          index === at ? tamperings[kind](round) : round,
        );
        const result = await verifyChainPages(start, [rangeAsPage(400, packRounds(tampered))], {
          terminatingHash: chain.terminatingHash,
          runSegment: shuffledRunner([3, 0, 1]),
          parallel: 4,
          segmentRounds: 50,
          now: clock(),
        });
        expect(result.firstMismatch).toEqual({
          offset: at,
          id: rounds[at]?.id,
          kind: kind === 'odd' ? 'crash' : 'link',
        });
        expect(result.reachedTerminatingHash).toBe(kind === 'odd');
      }
    }
  });

  it('keeps no more than `parallel` segments in flight and pulls pages as they are needed', async () => {
    let inFlight = 0;
    let most = 0;
    let pulled = 0;
    const stored = packRounds(chain.roundsNewestFirst);
    function* pages() {
      for (let first = 0; first < 400; first += 100) {
        pulled += 1;
        yield {
          stored: {
            ids: stored.ids.slice(first, first + 100),
            hashes: stored.hashes.slice(first * 32, (first + 100) * 32),
            odds: stored.odds.slice(first, first + 100),
          },
        };
      }
    }
    const progress: number[] = [];
    const result = await verifyChainPages(
      { hash: chain.roundsNewestFirst[0]?.hash ?? '', salt: chain.salt },
      pages(),
      {
        terminatingHash: chain.terminatingHash,
        parallel: 2,
        segmentRounds: 25,
        now: clock(),
        onProgress: (report) => {
          progress.push(report.checked);
          // Two segments ahead at most: never more than one page beyond the joined rounds.
          expect(pulled * 100).toBeLessThanOrEqual(report.checked + 150);
        },
        runSegment: async (segment) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          // A macrotask: every dispatch the pool would make meanwhile is made.
          await new Promise((resolve) => setTimeout(resolve, 0));
          inFlight -= 1;
          return verifySegment(segment);
        },
      },
    );
    expect(most).toBe(2);
    expect(result).toMatchObject({ checked: 400, reachedTerminatingHash: true, mismatches: 0 });
    expect(progress).toEqual(Array.from({ length: 16 }, (_, index) => (index + 1) * 25));
  });

  it('stops at the next join once cancelled', async () => {
    const signal = { aborted: false };
    const result = await verifyChainPages(
      { hash: chain.roundsNewestFirst[0]?.hash ?? '', salt: chain.salt },
      [rangeAsPage(400, packRounds(chain.roundsNewestFirst))],
      {
        terminatingHash: chain.terminatingHash,
        runSegment: shuffledRunner([0]),
        parallel: 2,
        segmentRounds: 50,
        now: clock(),
        onProgress: ({ checked }) => {
          if (checked === 100) signal.aborted = true;
        },
        signal,
      },
    );
    expect(result).toMatchObject({ checked: 100, cancelled: true, reachedTerminatingHash: false });
  });
});
