// The work the client shares among its pool (shared-pool.ts): a chain check
// over pages of stored rounds, one segment per member at a time, and the
// strategy lab's sessions, split evenly among the members.
import type { AnalysisApi } from '@velas/analysis/analysis-api';
import { verifyChainPages, type RangePage } from '@velas/analysis/fairness/verify-pages';
import type { RangeProgress, RangeResult, RangeStart } from '@velas/analysis/fairness/verify-range';
import { verifySegment } from '@velas/analysis/fairness/verify-segment';
import {
  checkSessions,
  DEFAULT_SESSIONS,
  evenShares,
  joinShares,
  simulateShare,
  summariseSimulation,
} from '@velas/analysis/strategy/simulate';
import type { SharedPool } from './shared-pool';
import { mainThreadMember, transferableSegment } from './worker-pool';

export interface RangeCallbacks {
  onProgress?: (progress: RangeProgress) => void;
  /** Aborting stops the walk at its next progress report. */
  signal?: AbortSignal;
}

export interface PagedRangeRequest {
  terminatingHash?: string;
  /** Rounds the check will walk in all, when known, for the progress bar. */
  total?: number;
}

export function checkPagesOnPool(
  pool: SharedPool,
  start: RangeStart,
  pages: AsyncIterable<RangePage> | Iterable<RangePage>,
  request: PagedRangeRequest & { segmentRounds?: number },
  { onProgress, signal }: RangeCallbacks,
): Promise<RangeResult> {
  return pool.shared((members) => {
    const free = [...members];
    return verifyChainPages(start, pages, {
      ...request,
      parallel: members.length,
      // verifyChainPages keeps at most `parallel` segments in flight, so a member is always free.
      runSegment: async (segment) => {
        const member = free.pop() ?? mainThreadMember;
        try {
          return await member.call(
            (api) => api.verifySegment(transferableSegment(segment)),
            () => verifySegment(segment),
          );
        } finally {
          if (member !== mainThreadMember) free.push(member);
        }
      },
      now: () => performance.now(),
      ...(onProgress && { onProgress }),
      ...(signal && { signal }),
    });
  });
}

type SimulateArgs = Parameters<AnalysisApi['simulateStrategy']>;

/** The lab's sessions shared among the pool: the same figures for a seed whatever its size. */
export async function simulateOnPool(
  pool: SharedPool,
  rule: SimulateArgs[0],
  options: SimulateArgs[1],
): Promise<ReturnType<AnalysisApi['simulateStrategy']>> {
  const sessions = options.sessions ?? DEFAULT_SESSIONS;
  checkSessions(sessions);
  // Session k is the same sessions whichever member plays it (simulate.ts).
  const shares = await pool.shared((members) =>
    Promise.all(
      evenShares(sessions, members.length).map(({ first, end }, index) => {
        const share = { seed: options.seed, first, end };
        return (members[index] ?? mainThreadMember).call(
          (api) => api.simulateShare(rule, share),
          () => simulateShare(rule, share),
        );
      }),
    ),
  );
  return summariseSimulation(rule, options.seed, joinShares(shares));
}
