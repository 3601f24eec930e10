// The web app's door to the analysis functions of @velas/analysis: runs them in
// a Web Worker so heavy statistics never block the page, and on the main thread
// when a worker can't start (no Worker support, blocked script), dies, or
// leaves a call unanswered for ANSWER_TIMEOUT_MS (worker-pool.ts). A range
// check runs on a pool of such workers, one per core
// (@velas/analysis/fairness/verify-pages), released when idle (shared-pool.ts).
import type { AnalysisApi } from '@velas/analysis/analysis-api';
import { rangeAsPage, type RangePage } from '@velas/analysis/fairness/verify-pages';
import type { RangeOptions, RangeResult, RangeStart } from '@velas/analysis/fairness/verify-range';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { forwardedCalls, type Answered, type NotForwarded } from './forwarded-calls';
import {
  checkPagesOnPool,
  simulateOnPool,
  type PagedRangeRequest,
  type RangeCallbacks,
} from './pooled-work';
import { createSharedPool, startSafely } from './shared-pool';
import {
  ANSWER_TIMEOUT_MS,
  globalTimer,
  memberOn,
  type IdleTimer,
  type WorkerLike,
  type WorkerMember,
} from './worker-pool';

/** A range check's data; the clock, progress and cancel are the client's. */
type RangeRequest = Omit<RangeOptions, 'now' | 'onProgress' | 'signal'>;

export type AnalysisClient = Answered<Omit<AnalysisApi, NotForwarded>> & {
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
  /** Stops the worker; later calls run on the main thread. */
  terminate(): void;
};

export interface AnalysisClientOptions {
  /** Starts the worker; the default starts `analysis.worker` as a module Web Worker. */
  startWorker?: () => WorkerLike | undefined;
  /** Workers a range check or a simulation shares; pass the device's cores (poolSizeFor). 1 by default. */
  poolSize?: number;
  /** The idle release's timer (tests); setTimeout by default. */
  idleTimer?: IdleTimer;
  /** How long a call waits for its worker before it runs here instead; ANSWER_TIMEOUT_MS by default. */
  answerTimeoutMs?: number;
}

export function createAnalysisClient(options: AnalysisClientOptions = {}): AnalysisClient {
  const startWorker = options.startWorker ?? startModuleWorker;
  const answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const started = startSafely(startWorker);
  // Calls in flight when the worker fails run on the main thread, and so do all later ones.
  const own = started ? memberOn(started, globalTimer, answerTimeoutMs) : noWorker;
  const pool = createSharedPool({
    own,
    startWorker,
    size: Math.max(1, Math.floor(options.poolSize ?? 1)),
    idleTimer: options.idleTimer ?? globalTimer,
    answerTimeoutMs,
  });

  return {
    ...forwardedCalls(own),
    verifyChainRange: async (start, request, callbacks = {}) => {
      const { count, stored, terminatingHash, progressEvery } = request;
      // The single walk's bounds, checked before any worker is asked.
      if (!Number.isInteger(count) || count < 1 || count > MAX_RANGE_ROUNDS)
        throw new RangeError(`a range holds 1 to ${MAX_RANGE_ROUNDS} rounds`);
      return checkPagesOnPool(
        pool,
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
      checkPagesOnPool(pool, start, pages, request, callbacks),
    simulateStrategy: (rule, simulation) => simulateOnPool(pool, rule, simulation),
    poolSize: () => pool.size(),
    usesWorker: () => own.running(),
    terminate: () => {
      pool.stop();
      own.stop();
    },
  };
}

/** The client where no worker could start: every call answered on the main thread. */
const noWorker: WorkerMember = {
  call: async (_viaWorker, direct) => direct(),
  running: () => false,
  stop: () => undefined,
};

function startModuleWorker(): WorkerLike | undefined {
  if (typeof Worker === 'undefined') return undefined;
  // Written inline so Vite finds the worker and bundles it.
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
}
