// The workers beside the client's own that share a range check or a strategy
// simulation: one per core the app reports, started at the first such call
// and stopped once the pool has been idle a while (a phone keeps none of them
// for nothing). A member whose worker fails, or does not answer a call within
// ANSWER_TIMEOUT_MS (a worker the browser dropped without an error event, a
// lost message), answers on the main thread, as the client does; excalidraw's
// WorkerPool likewise gives up on a worker after its TTL.
import type { AnalysisApi } from '@velas/analysis/analysis-api';
import type { ChainSegment } from '@velas/analysis/fairness/verify-segment';
import { transfer, wrap, type Endpoint, type Remote } from 'comlink';

/** What the client needs of a worker: a comlink endpoint that reports failure and can be stopped. */
export type WorkerLike = Endpoint & { terminate(): void };

/** Runs a call on one member of the pool: through its worker, or here when it has none. */
export interface PoolMember {
  call<T>(
    viaWorker: (api: Remote<AnalysisApi>) => Promise<T>,
    direct: () => T | Promise<T>,
  ): Promise<T>;
}

/** More workers than this cost memory for no gain on a phone. */
const MAX_POOL_SIZE = 8;

/** The pool for a device of `cores` cores (the browser's navigator.hardwareConcurrency). */
export function poolSizeFor(cores: number | undefined): number {
  return cores !== undefined && Number.isInteger(cores) && cores > 0
    ? Math.min(MAX_POOL_SIZE, cores)
    : 1;
}

/** How long the pool's extra workers outlive their last shared call. */
export const POOL_IDLE_MS = 30_000;

/**
 * How long one call may wait for its worker before the worker is taken for
 * hung, stopped, and the call answered on the main thread: far above the
 * longest share of work a phone's worker runs (a range check's segment, a
 * share of the lab's sessions take seconds).
 */
export const ANSWER_TIMEOUT_MS = 120_000;

/** The timer the pool's idle release and the answer watchdog run on; tests hand their own. */
export interface IdleTimer {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimer: IdleTimer = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

const WORKER_FAILED = Symbol('worker failed');

/** Settles when the worker reports an error (a script that fails to load, an uncaught exception). */
function failureOf(worker: WorkerLike): Promise<typeof WORKER_FAILED> {
  return new Promise((resolve) => {
    worker.addEventListener('error', () => {
      resolve(WORKER_FAILED);
    });
  });
}

/**
 * The worker's answer to one call, or WORKER_FAILED when the worker reported
 * an error (`failure`) or stayed silent for `timeoutMs`.
 */
async function answerOrFailure<T>(
  answer: Promise<T>,
  failure: Promise<typeof WORKER_FAILED>,
  timer: IdleTimer,
  timeoutMs: number,
): Promise<T | typeof WORKER_FAILED> {
  let watchdog: unknown;
  const silence = new Promise<typeof WORKER_FAILED>((resolve) => {
    watchdog = timer.setTimeout(() => {
      resolve(WORKER_FAILED);
    }, timeoutMs);
  });
  try {
    return await Promise.race([answer, failure, silence]);
  } finally {
    timer.clearTimeout(watchdog);
  }
}

/** A member on its own worker, which it stops for good after the first failure or silence. */
export interface WorkerMember extends PoolMember {
  /** Whether calls still go to the worker. */
  running(): boolean;
  /** Stops the worker; later calls run on the main thread. */
  stop(): void;
}

export function memberOn(
  worker: WorkerLike,
  timer: IdleTimer = globalTimer,
  timeoutMs: number = ANSWER_TIMEOUT_MS,
): WorkerMember {
  const api = wrap<AnalysisApi>(worker);
  let stopped = false;
  const failure = failureOf(worker);
  function stop(): void {
    if (stopped) return;
    stopped = true;
    worker.terminate();
  }
  async function call<T>(
    viaWorker: (remote: Remote<AnalysisApi>) => Promise<T>,
    direct: () => T | Promise<T>,
  ): Promise<T> {
    if (!stopped) {
      const outcome = await answerOrFailure(viaWorker(api), failure, timer, timeoutMs);
      if (outcome !== WORKER_FAILED) return outcome;
      stop();
    }
    return direct();
  }
  return { call, running: () => !stopped, stop };
}

/** On the page's own thread, a turn first so it paints a progress bar and hears a cancel button. */
export const mainThreadMember: PoolMember = {
  async call(_viaWorker, direct) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return direct();
  },
};

/**
 * A segment's rounds travel as copies whose buffers are transferred, as the
 * odds do: the caller's page (a view of which the segment holds) stays usable.
 */
export function transferableSegment(segment: ChainSegment): ChainSegment {
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
