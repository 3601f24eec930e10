// The web app's door to the analysis functions of @velas/analysis: runs them in
// a Web Worker so heavy statistics never block the page, and on the main thread
// when a worker can't start (no Worker support, blocked script), dies, or
// leaves a call unanswered for ANSWER_TIMEOUT_MS (worker-pool.ts). A range
// check runs on a pool of such workers, one per core
// (@velas/analysis/fairness/verify-pages), released when idle (worker-pool.ts).
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
import { verifySegment } from '@velas/analysis/fairness/verify-segment';
import {
  checkSessions,
  DEFAULT_SESSIONS,
  evenShares,
  joinShares,
  simulateShare,
  summariseSimulation,
} from '@velas/analysis/strategy/simulate';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { transfer, wrap, type Remote } from 'comlink';
import {
  ANSWER_TIMEOUT_MS,
  answerOrFailure,
  failureOf,
  globalTimer,
  mainThreadMember,
  memberOn,
  POOL_IDLE_MS,
  transferableSegment,
  WORKER_FAILED,
  type IdleTimer,
  type PoolMember,
  type WorkerLike,
} from './worker-pool';

/** A range check's data; the clock, progress and cancel are the client's. */
type RangeRequest = Omit<RangeOptions, 'now' | 'onProgress' | 'signal'>;

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
  const poolSize = Math.max(1, Math.floor(options.poolSize ?? 1));
  const idleTimer = options.idleTimer ?? globalTimer;
  const answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  let worker = startSafely(startWorker);
  let remote: Remote<AnalysisApi> | undefined = worker && wrap<AnalysisApi>(worker);
  // Calls in flight when the worker fails run on the main thread.
  const failed = failureOf(worker);

  function stop(): void {
    worker?.terminate();
    worker = undefined;
    remote = undefined;
  }

  // The pool's other workers, started at the first call that shares its work
  // and stopped POOL_IDLE_MS after the last one ends (started again on the next).
  let helpers: PoolMember[] | undefined;
  const helperWorkers: WorkerLike[] = [];
  const ownMember: PoolMember = { call: (viaWorker, direct) => run(viaWorker, direct) };
  let sharedInFlight = 0;
  let idleRelease: unknown;

  function stopHelpers(): void {
    helperWorkers.splice(0).forEach((helper) => {
      helper.terminate();
    });
    helpers = undefined;
  }

  /** A call that shares its work among the pool, which it keeps busy until it ends. */
  async function shared<T>(work: (members: PoolMember[]) => Promise<T>): Promise<T> {
    idleTimer.clearTimeout(idleRelease);
    sharedInFlight += 1;
    try {
      return await work(pool());
    } finally {
      sharedInFlight -= 1;
      if (sharedInFlight === 0) idleRelease = idleTimer.setTimeout(stopHelpers, POOL_IDLE_MS);
    }
  }

  /** The pool: the client's own worker first, then the others; the main thread without workers. */
  function pool(): PoolMember[] {
    if (!remote) return [mainThreadMember];
    helpers ??= Array.from({ length: poolSize - 1 }, () => startSafely(startWorker))
      .filter((started) => started !== undefined)
      .map(
        (started) => (helperWorkers.push(started), memberOn(started, globalTimer, answerTimeoutMs)),
      );
    return [ownMember, ...helpers];
  }

  function checkPages(
    start: RangeStart,
    pages: AsyncIterable<RangePage> | Iterable<RangePage>,
    request: PagedRangeRequest & { segmentRounds?: number },
    { onProgress, signal }: RangeCallbacks,
  ): Promise<RangeResult> {
    return shared((members) => {
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

  async function run<T>(
    viaWorker: (api: Remote<AnalysisApi>) => Promise<T>,
    direct: () => T | Promise<T>,
  ): Promise<T> {
    if (remote) {
      const outcome = await answerOrFailure(
        viaWorker(remote),
        failed,
        globalTimer,
        answerTimeoutMs,
      );
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
    simulateStrategy: async (rule, options) => {
      const sessions = options.sessions ?? DEFAULT_SESSIONS;
      checkSessions(sessions);
      // Session k is the same sessions whichever member plays it (simulate.ts).
      const shares = await shared((members) =>
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
    },
    poolSize: () => pool().length,
    usesWorker: () => remote !== undefined,
    terminate: () => {
      idleTimer.clearTimeout(idleRelease);
      stop();
      stopHelpers();
    },
  };
}

/** The range check's functions, which the client runs on its pool instead. */
type NotForwarded = 'verifySegment' | 'simulateShare' | 'simulateStrategy';
type Forwarded = Exclude<keyof AnalysisApi, NotForwarded>;
type Args<K extends keyof AnalysisApi> = Parameters<AnalysisApi[K]>;

const notForwarded = new Set<keyof AnalysisApi>([
  'verifySegment',
  'simulateShare',
  'simulateStrategy',
]);
const forwardedNames = (Object.keys(analysisApi) as (keyof AnalysisApi)[]).filter(
  (name): name is Forwarded => !notForwarded.has(name),
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
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
}
