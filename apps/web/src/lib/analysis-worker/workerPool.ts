// The web app's analysis workers, in the shape of excalidraw's WorkerPool: a
// worker that fails or goes silent is stopped for good and its calls run on
// the main thread (docs/architecture.md#analysis-worker).
import type { AnalysisApi } from '@velas/analysis/analysis-api';
import { wrap, type Endpoint, type Remote } from 'comlink';

/** What the pool needs of a worker: a comlink endpoint that reports failure and can be stopped. */
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

/** The worker reported an error: a script that failed to load, an uncaught exception. */
class WorkerFailedError extends Error {
  override name = 'WorkerFailedError';
}

/** The worker left a call unanswered for the answer timeout. */
class WorkerSilentError extends Error {
  override name = 'WorkerSilentError';
}

/** On the page's own thread, a turn first so it paints a progress bar and hears a cancel button. */
export const mainThread: PoolMember = {
  async call(_viaWorker, direct) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return direct();
  },
};

/** One worker, stopped for good after its first failure or silence; its calls then run here. */
class WorkerMember implements PoolMember {
  readonly #worker: WorkerLike;
  readonly #api: Remote<AnalysisApi>;
  readonly #failure: Promise<never>;
  readonly #timeoutMs: number;
  #stopped = false;

  constructor(worker: WorkerLike, timeoutMs: number) {
    this.#worker = worker;
    this.#api = wrap<AnalysisApi>(worker);
    this.#timeoutMs = timeoutMs;
    this.#failure = new Promise<never>((_resolve, reject) => {
      worker.addEventListener('error', () => {
        reject(new WorkerFailedError('the analysis worker failed'));
      });
    });
    // A failure between calls is met by the next call's race.
    this.#failure.catch(() => undefined);
  }

  get running(): boolean {
    return !this.#stopped;
  }

  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#worker.terminate();
  }

  async call<T>(
    viaWorker: (api: Remote<AnalysisApi>) => Promise<T>,
    direct: () => T | Promise<T>,
  ): Promise<T> {
    if (this.#stopped) return direct();
    try {
      return await this.#answer(viaWorker(this.#api));
    } catch (error) {
      // The analysis function's own errors reach the caller; the worker's end it.
      if (!(error instanceof WorkerFailedError || error instanceof WorkerSilentError)) throw error;
      this.stop();
      return direct();
    }
  }

  /** The worker's answer, unless it fails or stays silent for the timeout first. */
  async #answer<T>(answer: Promise<T>): Promise<T> {
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const silence = new Promise<never>((_resolve, reject) => {
      watchdog = setTimeout(() => {
        reject(new WorkerSilentError(`no answer in ${this.#timeoutMs} ms`));
      }, this.#timeoutMs);
    });
    try {
      return await Promise.race([answer, this.#failure, silence]);
    } finally {
      clearTimeout(watchdog);
    }
  }
}

export interface WorkerPoolOptions {
  /** Starts one worker; undefined where workers do not exist. */
  startWorker: () => WorkerLike | undefined;
  /** Workers in all, the own one included. */
  size: number;
  answerTimeoutMs: number;
}

export class WorkerPool {
  readonly #options: WorkerPoolOptions;
  readonly #own: WorkerMember | undefined;
  #others: WorkerMember[] | undefined;
  #sharedInFlight = 0;
  #idleRelease: ReturnType<typeof setTimeout> | undefined;

  constructor(options: WorkerPoolOptions) {
    this.#options = options;
    this.#own = this.#start();
  }

  /** One call on the own worker; on the main thread once it failed, or when none started. */
  async call<T>(
    viaWorker: (api: Remote<AnalysisApi>) => Promise<T>,
    direct: () => T | Promise<T>,
  ): Promise<T> {
    return this.#own ? this.#own.call(viaWorker, direct) : direct();
  }

  /** A call that shares its work among the members, which stay up until it ends. */
  async shared<T>(work: (members: PoolMember[]) => Promise<T>): Promise<T> {
    clearTimeout(this.#idleRelease);
    this.#sharedInFlight += 1;
    try {
      return await work(this.#members());
    } finally {
      this.#sharedInFlight -= 1;
      if (this.#sharedInFlight === 0)
        this.#idleRelease = setTimeout(() => {
          this.#stopOthers();
        }, POOL_IDLE_MS);
    }
  }

  /** The members a shared call gets (1 on the main thread); the others start if they are not running. */
  size(): number {
    return this.#members().length;
  }

  /** Whether calls go to the own worker (false once it failed or was stopped, or when none started). */
  usesWorker(): boolean {
    return this.#own?.running ?? false;
  }

  /** Stops every worker; later calls run on the main thread. */
  terminate(): void {
    clearTimeout(this.#idleRelease);
    this.#stopOthers();
    this.#own?.stop();
  }

  #members(): PoolMember[] {
    if (!this.#own?.running) return [mainThread];
    this.#others ??= Array.from({ length: this.#options.size - 1 }, () => this.#start()).filter(
      (member) => member !== undefined,
    );
    return [this.#own, ...this.#others];
  }

  #stopOthers(): void {
    this.#others?.forEach((member) => {
      member.stop();
    });
    this.#others = undefined;
  }

  /** A member on a new worker, or none where starting one throws (no Worker support, a blocked script). */
  #start(): WorkerMember | undefined {
    try {
      const worker = this.#options.startWorker();
      return worker && new WorkerMember(worker, this.#options.answerTimeoutMs);
    } catch {
      return undefined;
    }
  }
}
