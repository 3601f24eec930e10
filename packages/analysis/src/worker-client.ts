// The web app's door to the analysis functions: runs them in a Web Worker so
// heavy statistics never block the page, and on the main thread when a worker
// can't start (no Worker support, blocked script) or dies. A range check
// runs on a pool of such workers, one per core (fairness/verify-pages.ts).
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { transfer, wrap, type Endpoint, type Remote } from 'comlink';
import { analysisApi, type AnalysisApi, type RangeRequest } from './analysis-api.js';
import {
  rangeAsPage,
  verifyChainPages,
  type RangePage,
  type SegmentRunner,
} from './fairness/verify-pages.js';
import type { RangeProgress, RangeResult, RangeStart } from './fairness/verify-range.js';
import { verifySegment, type ChainSegment } from './fairness/verify-segment.js';

export interface RangeCallbacks {
  onProgress?: (progress: RangeProgress) => void;
  /** Aborting stops the walk at its next progress report. */
  signal?: AbortSignal;
}

/** Each analysis function, answered asynchronously (by the worker or, failing that, here). */
type Answered<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

export interface PagedRangeRequest {
  terminatingHash?: string;
  /** Rounds the check will walk in all, when known, for the progress bar. */
  total?: number;
}

export type AnalysisClient = Answered<Omit<AnalysisApi, NotForwarded>> & {
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
  /** Workers a range check uses at once (1 on the main thread). */
  rangeWorkers(): number;
  /** Whether calls go to a worker (false once it failed or was stopped, or when none could start). */
  usesWorker(): boolean;
  /** Stops the worker; later calls run on the main thread. */
  terminate(): void;
};

/** What the client needs of a worker: a comlink endpoint that reports failure and can be stopped. */
export type WorkerLike = Endpoint & { terminate(): void };

export interface AnalysisClientOptions {
  /** Starts the worker; the default starts `analysis.worker` as a module Web Worker. */
  startWorker?: () => WorkerLike | undefined;
  /** Workers of a range check; the device's cores by default (navigator.hardwareConcurrency). */
  poolSize?: number;
}

/** More workers than this cost memory for no gain on a phone. */
const MAX_POOL_SIZE = 8;

function defaultPoolSize(): number {
  if (typeof navigator === 'undefined') return 1;
  const cores = navigator.hardwareConcurrency;
  return Number.isInteger(cores) && cores > 0 ? Math.min(MAX_POOL_SIZE, cores) : 1;
}

export function createAnalysisClient(options: AnalysisClientOptions = {}): AnalysisClient {
  const startWorker = options.startWorker ?? startModuleWorker;
  const poolSize = Math.max(1, Math.floor(options.poolSize ?? defaultPoolSize()));
  let worker = startSafely(startWorker);
  let remote: Remote<AnalysisApi> | undefined = worker && wrap<AnalysisApi>(worker);
  // Settles when the worker reports an error (a script that fails to load or
  // an uncaught exception); calls in flight then run on the main thread.
  const failed = new Promise<typeof WORKER_FAILED>((resolve) => {
    worker?.addEventListener('error', () => {
      resolve(WORKER_FAILED);
    });
  });

  function stop(): void {
    worker?.terminate();
    worker = undefined;
    remote = undefined;
  }

  // The pool's other workers, started at the first range check and kept.
  let helpers: SegmentRunner[] | undefined;
  const helperWorkers: WorkerLike[] = [];

  /** One runner per worker of the pool (the client's own first), or the main thread. */
  function rangeRunners(): SegmentRunner[] {
    if (!remote) return [onMainThread];
    helpers ??= Array.from({ length: poolSize - 1 }, () => {
      const started = startSafely(startWorker);
      if (started === undefined) return undefined;
      helperWorkers.push(started);
      return runnerOn(started);
    }).filter((runner) => runner !== undefined);
    return [
      (segment) =>
        run(
          (api) => api.verifySegment(...transferableSegment(segment)),
          () => verifySegment(segment),
        ),
      ...helpers,
    ];
  }

  function checkPages(
    start: RangeStart,
    pages: AsyncIterable<RangePage> | Iterable<RangePage>,
    request: PagedRangeRequest & { segmentRounds?: number },
    { onProgress, signal }: RangeCallbacks,
  ): Promise<RangeResult> {
    const runners = rangeRunners();
    const free = [...runners];
    return verifyChainPages(start, pages, {
      ...request,
      parallel: runners.length,
      // verifyChainPages keeps at most `parallel` segments in flight, so one runner is always free.
      runSegment: async (segment) => {
        const runner = free.pop() ?? onMainThread;
        try {
          return await runner(segment);
        } finally {
          if (runner !== onMainThread) free.push(runner);
        }
      },
      now: () => performance.now(),
      ...(onProgress && { onProgress }),
      ...(signal && { signal }),
    });
  }

  async function run<T>(
    viaWorker: (api: Remote<AnalysisApi>) => Promise<T>,
    direct: () => T | Promise<T>,
  ): Promise<T> {
    if (remote) {
      const outcome = await Promise.race([viaWorker(remote), failed]);
      if (outcome !== WORKER_FAILED) return outcome;
      stop();
    }
    return direct();
  }

  /** One analysis function through run(): its odds transferred to the worker, as they are here. */
  function forward<K extends Forwarded>(name: K): Answered<AnalysisApi>[K] {
    const prepare = transferred[name] ?? ((args: Args<K>) => args);
    const direct = analysisApi[name] as (...args: Args<K>) => unknown;
    return ((...args: Args<K>) =>
      run(
        (api) => (api[name] as (...args: Args<K>) => Promise<unknown>)(...prepare(args)),
        () => direct(...args),
      )) as Answered<AnalysisApi>[K];
  }

  const forwarded = Object.fromEntries(
    forwardedNames.map((name) => [name, forward(name)]),
  ) as Answered<Pick<AnalysisApi, Forwarded>>;

  return {
    ...forwarded,
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
    rangeWorkers: () => rangeRunners().length,
    usesWorker: () => remote !== undefined,
    terminate: () => {
      stop();
      helperWorkers.splice(0).forEach((helper) => {
        helper.terminate();
      });
      helpers = [];
    },
  };
}

const WORKER_FAILED = Symbol('worker failed');

/** The range check's functions, which the client runs on its pool instead. */
type NotForwarded = 'verifyChainRange' | 'verifySegment';
type Forwarded = Exclude<keyof AnalysisApi, NotForwarded>;
type Args<K extends keyof AnalysisApi> = Parameters<AnalysisApi[K]>;

const forwardedNames = (Object.keys(analysisApi) as (keyof AnalysisApi)[]).filter(
  (name): name is Forwarded => name !== 'verifyChainRange' && name !== 'verifySegment',
);

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
function transferableSegment(segment: ChainSegment): [ChainSegment] {
  const stored = {
    ids: segment.stored.ids.slice(),
    hashes: segment.stored.hashes.slice(),
    odds: segment.stored.odds.slice(),
  };
  return [
    transfer({ ...segment, stored }, [stored.ids.buffer, stored.hashes.buffer, stored.odds.buffer]),
  ];
}

/** A pool worker's runner: a segment it cannot answer (it failed) is checked here instead. */
function runnerOn(helper: WorkerLike): SegmentRunner {
  const api = wrap<AnalysisApi>(helper);
  let failed = false;
  const failure = new Promise<typeof WORKER_FAILED>((resolve) => {
    helper.addEventListener('error', () => {
      failed = true;
      resolve(WORKER_FAILED);
    });
  });
  return async (segment) => {
    if (!failed) {
      const outcome = await Promise.race([
        api.verifySegment(...transferableSegment(segment)),
        failure,
      ]);
      if (outcome !== WORKER_FAILED) return outcome;
    }
    return onMainThread(segment);
  };
}

/** On the page's own thread, a turn first so it paints the progress bar and hears the cancel button. */
async function onMainThread(segment: ChainSegment) {
  await nextTask();
  return verifySegment(segment);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function startSafely(start: () => WorkerLike | undefined): WorkerLike | undefined {
  try {
    return start();
  } catch {
    return undefined;
  }
}

function startModuleWorker(): WorkerLike | undefined {
  if (typeof Worker === 'undefined') return undefined;
  // Written inline so Vite finds the worker and bundles it.
  return new Worker(new URL('./analysis.worker.js', import.meta.url), { type: 'module' });
}
