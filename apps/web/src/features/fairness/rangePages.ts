// One page ahead of the pool: no more than two are held at once, so a year of
// rounds costs the memory of two pages.
import type { RangePage } from '@velas/analysis/fairness/verify-pages';
import type { RoundRange } from '@velas/domain/schemas/history';

/** Fetches the page that starts at `startId` (the newest round before the span's end when undefined). */
export type FetchRangePage = (startId: number | undefined) => Promise<RoundRange | undefined>;

export interface RangeEstimate {
  /** Rounds the check will walk: exact once the last page is in, estimated from the pages' times before. */
  total: number;
  /** Whether `total` is exact. */
  exact: boolean;
}

export interface RangeStream {
  /** The first page: its start round and the chain's salt and terminating hash. */
  first: RoundRange;
  pages: AsyncGenerator<RangePage>;
  estimate: () => RangeEstimate;
}

/** Where the span starts (ms), to estimate how many rounds lie between a page and it. */
export async function rangeStream(
  fetchPage: FetchRangePage,
  spanStartMs: number,
  { onePage = false } = {},
): Promise<RangeStream | undefined> {
  const fetched = await fetchPage(undefined);
  if (fetched === undefined) return undefined;
  const first: RoundRange = fetched;
  // What the pages fetched so far say (a page is noted when it arrives, not when checked).
  const seen = { rounds: 0, newest: first, last: first, done: false, tail: 0 };
  const isLast = (page: RoundRange) => onePage || page.nextStartId === null;
  function note(page: RoundRange | undefined): void {
    if (page === undefined) return;
    seen.rounds += page.count;
    seen.last = page;
    if (isLast(page)) {
      seen.done = true;
      seen.tail = Math.max(0, page.steps - page.count);
    }
  }
  note(first);

  function estimate(): RangeEstimate {
    if (onePage) return { total: Math.max(first.count, first.steps), exact: true };
    if (seen.done) return { total: seen.rounds + seen.tail, exact: true };
    const { newest, last } = seen;
    const before = seen.rounds - last.count;
    // Rounds come at a steady pace: the span behind the last page's start
    // holds about as many rounds per millisecond as the pages before it.
    const spanned = newest.start.time - last.start.time;
    const perMs = spanned > 0 && before > 0 ? before / spanned : undefined;
    const ahead = perMs === undefined ? last.count * 2 : (last.start.time - spanStartMs) * perMs;
    return { total: Math.max(seen.rounds, Math.round(before + ahead)), exact: false };
  }

  async function* pages(): AsyncGenerator<RangePage> {
    let page: RoundRange = first;
    for (;;) {
      const last = isLast(page);
      const next = last
        ? undefined
        : fetchPage(page.nextStartId ?? undefined).then((arrived) => {
            note(arrived);
            return arrived;
          });
      // A failed prefetch surfaces where it is awaited, not before.
      next?.catch(() => undefined);
      yield {
        stored: packed(page),
        ...(last && { tailSteps: Math.max(0, page.steps - page.count) }),
      };
      if (next === undefined) return;
      const arrived = await next;
      // The check cannot go on past a page it could not fetch (the card shows why).
      if (arrived === undefined) throw new RangePageUnavailable();
      page = arrived;
    }
  }

  return { first, pages: pages(), estimate };
}

class RangePageUnavailable extends Error {
  constructor() {
    super('a page of the range could not be fetched');
  }
}

export function rangePageUnavailable(error: unknown): boolean {
  return error instanceof RangePageUnavailable;
}

/** A page's rounds as the pool takes them: three typed arrays, the hashes decoded from base64. */
export function packed(range: RoundRange): RangePage['stored'] {
  return {
    ids: Float64Array.from(range.ids),
    hashes: base64Bytes(range.hashes),
    odds: Float64Array.from(range.odds),
  };
}

function base64Bytes(text: string): Uint8Array {
  const bytes = atob(text);
  const out = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) out[index] = bytes.charCodeAt(index);
  return out;
}
