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

  return {
    describeOdds: (odds) =>
      run(
        (api) => api.describeOdds(transferableCopy(odds)),
        () => analysisApi.describeOdds(odds),
      ),
    positionOfLast: (odds, threshold) =>
      run(
        (api) => api.positionOfLast(transferableCopy(odds), threshold),
        () => analysisApi.positionOfLast(odds, threshold),
      ),
    oddsByHour: (rounds, threshold) =>
      run(
        (api) => api.oddsByHour(rounds, threshold),
        () => analysisApi.oddsByHour(rounds, threshold),
      ),
    intervalAnalysis: (rounds, threshold, dayStart) =>
      run(
        (api) => api.intervalAnalysis(rounds, threshold, dayStart),
        () => analysisApi.intervalAnalysis(rounds, threshold, dayStart),
      ),
    positionRepeats: (rows) =>
      run(
        (api) => api.positionRepeats(rows),
        () => analysisApi.positionRepeats(rows),
      ),
    timeEstimate: (rounds, threshold, now) =>
      run(
        (api) => api.timeEstimate(rounds, threshold, now),
        () => analysisApi.timeEstimate(rounds, threshold, now),
      ),
    oddsVsObserved: (odds, targets) =>
      run(
        (api) => api.oddsVsObserved(transferableCopy(odds), targets),
        () => analysisApi.oddsVsObserved(odds, targets),
      ),
    gapContext: (odds, target) =>
      run(
        (api) => api.gapContext(transferableCopy(odds), target),
        () => analysisApi.gapContext(odds, target),
      ),
    nextRoundAfterGaps: (odds, target, options) =>
      run(
        (api) => api.nextRoundAfterGaps(transferableCopy(odds), target, options),
        () => analysisApi.nextRoundAfterGaps(odds, target, options),
      ),
    hourTest: (hours, threshold) =>
      run(
        (api) => api.hourTest(hours, threshold),
        () => analysisApi.hourTest(hours, threshold),
      ),
    hourTestOfRounds: (rounds, threshold) =>
      run(
        (api) => api.hourTestOfRounds(rounds, threshold),
        () => analysisApi.hourTestOfRounds(rounds, threshold),
      ),
    simulateStrategy: (rule, options) =>
      run(
        (api) => api.simulateStrategy(rule, options),
        () => analysisApi.simulateStrategy(rule, options),
      ),
    replayOnHistory: (rule, odds) =>
      run(
        (api) => api.replayOnHistory(rule, transferableCopy(odds)),
        () => analysisApi.replayOnHistory(rule, odds),
      ),
    verifyRounds: (rounds) =>
      run(
        (api) => api.verifyRounds(rounds),
        () => analysisApi.verifyRounds(rounds),
      ),
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
