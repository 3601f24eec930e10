import type { RoundRange } from '@velas/domain/schemas/history';
import { describe, expect, it } from 'vitest';
import { rangePageUnavailable, rangeStream } from './rangePages.ts';

/** A span of `rounds` rounds one second apart, newest at `newestMs`, in pages of `limit`. */
function fakeApi(rounds: number, limit: number, newestMs: number, steps = 100_000) {
  const requested: (number | undefined)[] = [];
  const page = (startId: number | undefined): RoundRange => {
    const start = startId ?? rounds;
    const count = Math.min(limit, start);
    const ids = Array.from({ length: count }, (_, index) => start - index);
    return {
      betHouse: 'casa',
      salt: 'sal',
      terminatingHash: 'f'.repeat(64),
      start: { id: start, hash: 'a'.repeat(64), time: newestMs - (rounds - start) * 1_000 },
      steps: Math.min(steps, start),
      count,
      ids,
      odds: ids.map(() => 2),
      hashes: btoa(String.fromCharCode(...new Uint8Array(count * 32).fill(start % 256))),
      nextStartId: start - count > 0 ? start - count : null,
    };
  };
  return {
    requested,
    fetchPage: (startId: number | undefined) => {
      requested.push(startId);
      return Promise.resolve(page(startId));
    },
  };
}

describe('rangeStream', () => {
  it('yields the span page by page, fetching one page ahead of the check', async () => {
    const api = fakeApi(25, 10, 100_000);
    const stream = await rangeStream(api.fetchPage, 100_000 - 25_000);
    if (!stream) throw new Error('no stream');
    expect(api.requested).toEqual([undefined]);
    const seen: number[][] = [];
    for await (const page of stream.pages) {
      seen.push([...page.stored.ids]);
      // The page after this one is already asked for, no further.
      expect(api.requested.length).toBeLessThanOrEqual(seen.length + 1);
      expect(page.stored.hashes.length).toBe(page.stored.ids.length * 32);
    }
    expect(seen.map((ids) => [ids[0], ids.at(-1)])).toEqual([
      [25, 16],
      [15, 6],
      [5, 1],
    ]);
    expect(api.requested).toEqual([undefined, 15, 5]);
  });

  it('has the last page walk on to the published hash, and the total exact once it is in', async () => {
    const api = fakeApi(25, 10, 100_000, 8);
    const stream = await rangeStream(api.fetchPage, 0);
    if (!stream) throw new Error('no stream');
    const pages = [];
    for await (const page of stream.pages) pages.push(page);
    expect(pages.map((page) => page.tailSteps)).toEqual([undefined, undefined, 0]);
    expect(stream.estimate()).toEqual({ total: 25, exact: true });
  });

  it('estimates the span’s rounds from the pace of the pages before the last one', async () => {
    // 1,000 rounds one second apart, span starting 1,000 s before the newest round.
    const api = fakeApi(1_000, 100, 2_000_000);
    const stream = await rangeStream(api.fetchPage, 2_000_000 - 1_000_000 + 1);
    if (!stream) throw new Error('no stream');
    await stream.pages.next();
    await stream.pages.next();
    expect(stream.estimate()).toEqual({ total: 1_000, exact: false });
  });

  it('checks one page from a round, its steps being the walk', async () => {
    const api = fakeApi(250, 100, 100_000, 150);
    const stream = await rangeStream(api.fetchPage, 0, { onePage: true });
    if (!stream) throw new Error('no stream');
    const pages = [];
    for await (const page of stream.pages) pages.push(page);
    expect(pages.map((page) => [page.stored.ids.length, page.tailSteps])).toEqual([[100, 50]]);
    expect(stream.estimate()).toEqual({ total: 150, exact: true });
  });

  it('stops with an error the card recognises when a later page does not arrive', async () => {
    const api = fakeApi(25, 10, 100_000);
    let calls = 0;
    const stream = await rangeStream(
      (startId) => (++calls === 1 ? api.fetchPage(startId) : Promise.resolve(undefined)),
      0,
    );
    if (!stream) throw new Error('no stream');
    await stream.pages.next();
    const failure = await stream.pages.next().catch((error: unknown) => error);
    expect(rangePageUnavailable(failure)).toBe(true);
  });

  it('has nothing to check when the first page does not arrive', async () => {
    expect(await rangeStream(() => Promise.resolve(undefined), 0)).toBeUndefined();
  });
});
