// The web app's door to @velas/analysis: runs it on the worker pool so heavy
// statistics never block the page, and on the main thread where a worker
// fails (docs/architecture.md#analysis-worker).
import { analysisApi, type AnalysisApi } from '@velas/analysis/analysis-api';
import {
  rangeAsPage,
  verifyChainPages,
  type RangePage,
} from '@velas/analysis/fairness/verify-pages';
import type {
  RangeOptions,
  RangeProgress,
  RangeResult,
  RangeStart,
} from '@velas/analysis/fairness/verify-range';
import { verifySegment, type ChainSegment } from '@velas/analysis/fairness/verify-segment';
import {
  checkSessions,
  DEFAULT_SESSIONS,
  evenShares,
  joinShares,
  simulateShare,
  summariseSimulation,
} from '@velas/analysis/strategy/simulate';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { transfer } from 'comlink';
import { ANSWER_TIMEOUT_MS, mainThread, WorkerPool, type WorkerLike } from './workerPool.ts';

/** Each analysis function, answered asynchronously (by the worker or, failing that, here). */
type Answered<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

/** The range check's and the lab's functions, which the client runs on its pool instead. */
type NotForwarded = 'verifySegment' | 'simulateShare' | 'simulateStrategy';
type Forwarded = Exclude<keyof AnalysisApi, NotForwarded>;
type Args<K extends keyof AnalysisApi> = Parameters<AnalysisApi[K]>;

/** A range check's data; the clock, progress and cancel are the client's. */
type RangeRequest = Omit<RangeOptions, 'now' | 'onProgress' | 'signal'>;

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

export type AnalysisClient = Answered<Pick<AnalysisApi, Forwarded>> & {
  /** The lab's sessions shared among the pool's workers: the same figures for a seed whatever their number. */
  simulateStrategy: Answered<AnalysisApi>['simulateStrategy'];
  /**
   * Walks back from `start` towards the published terminating hash, reporting
   * progress after every `progressEvery` rounds joined (a segment of the pool).
   */
  verifyChainRange(
    start: RangeStart,
    request: RangeRequest,
    callbacks?: RangeCallbacks,
  ): Promise<RangeResult>;
  /** The same check over stored rounds that arrive a page at a time, memory staying flat. */
  verifyChainPages(
    start: RangeStart,
    pages: AsyncIterable<RangePage> | Iterable<RangePage>,
    request: PagedRangeRequest,
    callbacks?: RangeCallbacks,
  ): Promise<RangeResult>;
  /** Workers a range check or a simulation shares its work among (1 on the main thread). */
  poolSize(): number;
  /** Whether calls go to a worker (false once it failed or was stopped, or when none could start). */
  usesWorker(): boolean;
  /** Stops the workers; later calls run on the main thread. */
  terminate(): void;
};

export interface AnalysisClientOptions {
  /** Starts a worker; the default starts `analysis.worker` as a module Web Worker. */
  startWorker?: () => WorkerLike | undefined;
  /** Workers a range check or a simulation shares; pass the device's cores (poolSizeFor). 1 by default. */
  poolSize?: number;
  /** How long a call waits for its worker before it runs here instead; ANSWER_TIMEOUT_MS by default. */
  answerTimeoutMs?: number;
}

export function createAnalysisClient(options: AnalysisClientOptions = {}): AnalysisClient {
  const pool = new WorkerPool({
    startWorker: options.startWorker ?? startModuleWorker,
    size: Math.max(1, Math.floor(options.poolSize ?? 1)),
    answerTimeoutMs: options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS,
  });
  const checkPages = pagedCheck(pool);

  return {
    ...forwardedCalls(pool),
    verifyChainRange: async (start, request, callbacks = {}) => {
      const { count, stored, terminatingHash, progressEvery } = request;
      // The single walk's bounds, checked before any worker is asked.
      if (!Number.isInteger(count) || count < 1 || count > MAX_RANGE_ROUNDS)
        throw new RangeError(`a range holds 1 to ${MAX_RANGE_ROUNDS} rounds`);
      return checkPages(
        start,
        [rangeAsPage(count, stored)],
        {
          total: count,
          ...(terminatingHash !== undefined && { terminatingHash }),
          ...(progressEvery !== undefined && { segmentRounds: progressEvery }),
        },
        callbacks,
      );
    },
    verifyChainPages: (start, pages, request, callbacks = {}) =>
      checkPages(start, pages, request, callbacks),
    simulateStrategy: (rule, simulation) => simulateOnPool(pool, rule, simulation),
    poolSize: () => pool.size(),
    usesWorker: () => pool.usesWorker(),
    terminate: () => {
      pool.terminate();
    },
  };
}

/**
 * A range check over pages of rounds on the pool: the walk split in segments,
 * each on a free member (the main thread when none is).
 */
function pagedCheck(pool: WorkerPool) {
  return (
    start: RangeStart,
    pages: AsyncIterable<RangePage> | Iterable<RangePage>,
    request: PagedRangeRequest & { segmentRounds?: number },
    { onProgress, signal }: RangeCallbacks,
  ) =>
    pool.shared((members) => {
      const free = [...members];
      return verifyChainPages(start, pages, {
        ...request,
        parallel: members.length,
        // verifyChainPages keeps at most `parallel` segments in flight, so a member is always free.
        runSegment: async (segment) => {
          const member = free.pop() ?? mainThread;
          try {
            return await member.call(
              (api) => api.verifySegment(transferableSegment(segment)),
              () => verifySegment(segment),
            );
          } finally {
            if (member !== mainThread) free.push(member);
          }
        },
        now: () => performance.now(),
        ...(onProgress && { onProgress }),
        ...(signal && { signal }),
      });
    });
}

/** The simulation's sessions shared evenly among the pool's members, then summed up. */
async function simulateOnPool(
  pool: WorkerPool,
  ...[rule, simulation]: Parameters<AnalysisApi['simulateStrategy']>
) {
  const sessions = simulation.sessions ?? DEFAULT_SESSIONS;
  checkSessions(sessions);
  // Session k is the same sessions whichever member plays it (simulate.ts).
  const shares = await pool.shared((members) =>
    Promise.all(
      evenShares(sessions, members.length).map(({ first, end }, index) => {
        const share = { seed: simulation.seed, first, end };
        return (members[index] ?? mainThread).call(
          (api) => api.simulateShare(rule, share),
          () => simulateShare(rule, share),
        );
      }),
    ),
  );
  return summariseSimulation(rule, simulation.seed, joinShares(shares));
}

const notForwarded = new Set<keyof AnalysisApi>([
  'verifySegment',
  'simulateShare',
  'simulateStrategy',
] satisfies NotForwarded[]);

/** Every function but the pool's own, each call run on the pool's own worker. */
function forwardedCalls(pool: WorkerPool): Answered<Pick<AnalysisApi, Forwarded>> {
  function forward<K extends Forwarded>(name: K): Answered<AnalysisApi>[K] {
    const prepare = transferred[name] ?? ((args: Args<K>) => args);
    const direct = analysisApi[name] as (...args: Args<K>) => unknown;
    return ((...args: Args<K>) =>
      pool.call(
        (api) => (api[name] as (...args: Args<K>) => Promise<unknown>)(...prepare(args)),
        () => direct(...args),
      )) as Answered<AnalysisApi>[K];
  }
  const names = (Object.keys(analysisApi) as (keyof AnalysisApi)[]).filter(
    (name): name is Forwarded => !notForwarded.has(name),
  );
  return Object.fromEntries(names.map((name) => [name, forward(name)])) as Answered<
    Pick<AnalysisApi, Forwarded>
  >;
}

/**
 * The arguments that cross to the worker transferred rather than cloned: the
 * odds windows, which run to tens of thousands of rounds. The others are
 * cloned as they are.
 */
const transferred: { [K in Forwarded]?: (args: Args<K>) => Args<K> } = {
  describeOdds: ([odds]) => [transferableCopy(odds)],
  positionOfLast: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  oddsVsObserved: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  gapContext: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  nextRoundAfterGaps: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  replayOnHistory: ([rule, odds]) => [rule, transferableCopy(odds)],
};

/**
 * Odds travel as a Float64Array whose buffer is transferred, not cloned. The
 * copy is ours, so the caller's array is never detached and stays usable for
 * the main-thread fallback.
 */
function transferableCopy(odds: ArrayLike<number>): Float64Array {
  const copy = Float64Array.from(odds);
  return transfer(copy, [copy.buffer]);
}

/**
 * A segment's rounds travel as copies whose buffers are transferred, as the
 * odds do: the caller's page (a view of which the segment holds) stays usable.
 */
function transferableSegment(segment: ChainSegment): ChainSegment {
  const stored = {
    ids: segment.stored.ids.slice(),
    hashes: segment.stored.hashes.slice(),
    odds: segment.stored.odds.slice(),
  };
  return transfer({ ...segment, stored }, [
    stored.ids.buffer,
    stored.hashes.buffer,
    stored.odds.buffer,
  ]);
}

function startModuleWorker(): WorkerLike | undefined {
  if (typeof Worker === 'undefined') return undefined;
  // Written inline so Vite finds the worker and bundles it.
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
}
