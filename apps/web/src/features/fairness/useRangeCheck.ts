import type { RangeProgress, RangeResult } from '@velas/analysis/fairness/verify-range';
import { saoPauloDayStart } from '@velas/domain/calendar';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import type { RoundProofsQuery } from '@velas/domain/schemas/history';
import { isApiFailure } from '@velas/web-core/api-failure';
import { useRef, useState } from 'react';
import { analysisClient } from '#/lib/analysisClient.ts';
import { useLazyRoundRangeQuery } from './api/fairnessApi.ts';
import { rangePageUnavailable, rangeStream, type RangeEstimate } from './rangePages.ts';

/** What to check: from the round `startId` when one is typed, else the days `from` to `to`. */
export interface RangeSpan {
  startId: string;
  from: string;
  to: string;
}

function pageQuery(
  betHouse: RoundProofsQuery['betHouse'],
  { startId, from, to }: RangeSpan,
  pageStart: number | undefined,
) {
  if (pageStart !== undefined)
    return { betHouse, from, startId: pageStart, limit: MAX_RANGE_ROUNDS };
  return startId !== ''
    ? { betHouse, startId: Number(startId), limit: MAX_RANGE_ROUNDS }
    : { betHouse, from, to, limit: MAX_RANGE_ROUNDS };
}

export function useRangeCheck(betHouse: RoundProofsQuery['betHouse']) {
  const [progress, setProgress] = useState<{ report: RangeProgress; exact: boolean } | null>(null);
  const [result, setResult] = useState<RangeResult | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const [fetchRange, range] = useLazyRoundRangeQuery();

  async function check({ startId, from, to }: RangeSpan) {
    setResult(null);
    setProgress(null);
    // From a round: one page as long as the walk. A span: all its pages, in
    // pages as long as the walk allows, the next one fetched during the check.
    const fromRound = startId !== '';
    const stream = await rangeStream(
      async (pageStart) =>
        (await fetchRange(pageQuery(betHouse, { startId, from, to }, pageStart))).data,
      fromRound ? 0 : saoPauloDayStart(from),
      { onePage: fromRound },
    );
    if (stream === undefined) return;
    const { first, pages, estimate } = stream;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    const report = (checked: RangeProgress, known: RangeEstimate) => {
      setProgress({ report: { ...checked, total: known.total }, exact: known.exact });
    };
    report({ checked: 0, total: 0, elapsedMs: 0 }, estimate());
    try {
      const outcome = await analysisClient().verifyChainPages(
        { hash: first.start.hash, salt: first.salt },
        pages,
        { terminatingHash: first.terminatingHash },
        {
          onProgress: (checked) => {
            report(checked, estimate());
          },
          signal: controller.signal,
        },
      );
      setResult(outcome);
    } catch (error) {
      // A page that failed to arrive is shown by the query's own error.
      if (!rangePageUnavailable(error)) throw error;
    } finally {
      setRunning(false);
      abort.current = null;
    }
  }

  return {
    check,
    /** Stops the walk at its next progress report. */
    cancel: () => {
      abort.current?.abort();
    },
    running,
    /** A check runs or a page of rounds is on its way. */
    busy: running || range.isFetching,
    progress,
    result,
    /** Why a page of rounds did not arrive. */
    failure: range.isError && isApiFailure(range.error) ? range.error.message : null,
  };
}
