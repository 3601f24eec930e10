// The web app's door to the analysis functions: runs them in a Web Worker so
// heavy statistics never block the page, and on the main thread when a worker
// can't start (no Worker support, blocked script) or dies.
import { proxy, transfer, wrap, type Endpoint, type Remote } from 'comlink';
import { analysisApi, type AnalysisApi, type RangeRequest } from './analysis-api.js';
import type { RangeProgress, RangeResult, RangeStart } from './fairness/verify-range.js';

export interface RangeCallbacks {
  onProgress?: (progress: RangeProgress) => void;
  /** Aborting stops the walk at its next progress report. */
  signal?: AbortSignal;
}

/** Each analysis function, answered asynchronously (by the worker or, failing that, here). */
type Answered<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

export type AnalysisClient = Answered<Omit<AnalysisApi, 'verifyChainRange'>> & {
  /** Walks back from `start` towards the published terminating hash, reporting progress. */
  verifyChainRange(
    start: RangeStart,
    request: RangeRequest,
    callbacks?: RangeCallbacks,
  ): Promise<RangeResult>;
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
}

export function createAnalysisClient(options: AnalysisClientOptions = {}): AnalysisClient {
  let worker = startSafely(options.startWorker ?? startModuleWorker);
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
    verifyChainRange: (start, request, { onProgress, signal } = {}) => {
      const answer = (progress: RangeProgress) => {
        onProgress?.(progress);
        return signal?.aborted === true;
      };
      return run(
        (api) => api.verifyChainRange(start, transferableRange(request), proxy(answer)),
        // On the page's own thread, give it a turn between reports to paint
        // the progress bar and hear the cancel button.
        () =>
          analysisApi.verifyChainRange(start, request, async (progress) => {
            const stop = answer(progress);
            await nextTask();
            return stop;
          }),
      );
    },
    usesWorker: () => remote !== undefined,
    terminate: stop,
  };
}

const WORKER_FAILED = Symbol('worker failed');

/** Every function but verifyChainRange, whose progress reporter needs a proxy of its own. */
type Forwarded = Exclude<keyof AnalysisApi, 'verifyChainRange'>;
type Args<K extends keyof AnalysisApi> = Parameters<AnalysisApi[K]>;

const forwardedNames = (Object.keys(analysisApi) as (keyof AnalysisApi)[]).filter(
  (name): name is Forwarded => name !== 'verifyChainRange',
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

/** The packed rounds travel as copies whose buffers are transferred, as the odds do. */
function transferableRange(request: RangeRequest): RangeRequest {
  if (request.stored === undefined) return request;
  const stored = {
    ids: Float64Array.from(request.stored.ids),
    hashes: Uint8Array.from(request.stored.hashes),
    odds: Float64Array.from(request.stored.odds),
  };
  return transfer({ ...request, stored }, [
    stored.ids.buffer,
    stored.hashes.buffer,
    stored.odds.buffer,
  ]);
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
