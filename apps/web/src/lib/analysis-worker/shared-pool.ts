// The pool a range check or a strategy simulation shares its work among: the
// client's own worker first, then the others, started at the first call that
// shares its work and stopped POOL_IDLE_MS after the last one ends (started
// again on the next). Without a running worker of its own the client's pool
// is the main thread alone.
import {
  globalTimer,
  mainThreadMember,
  memberOn,
  POOL_IDLE_MS,
  type IdleTimer,
  type PoolMember,
  type WorkerLike,
  type WorkerMember,
} from './worker-pool';

export interface SharedPool {
  /** A call that shares its work among the pool, which it keeps busy until it ends. */
  shared<T>(work: (members: PoolMember[]) => Promise<T>): Promise<T>;
  /** The members a shared call gets: the other workers start if they are not running. */
  size(): number;
  /** Stops the other workers and the idle release; the own worker is its owner's to stop. */
  stop(): void;
}

export interface SharedPoolOptions {
  own: WorkerMember;
  startWorker: () => WorkerLike | undefined;
  /** Workers in all, the own one included. */
  size: number;
  idleTimer: IdleTimer;
  answerTimeoutMs: number;
}

export function createSharedPool({
  own,
  startWorker,
  size,
  idleTimer,
  answerTimeoutMs,
}: SharedPoolOptions): SharedPool {
  let helpers: WorkerMember[] | undefined;
  let sharedInFlight = 0;
  let idleRelease: unknown;

  function stopHelpers(): void {
    helpers?.forEach((helper) => {
      helper.stop();
    });
    helpers = undefined;
  }

  function members(): PoolMember[] {
    if (!own.running()) return [mainThreadMember];
    helpers ??= Array.from({ length: size - 1 }, () => startSafely(startWorker))
      .filter((started) => started !== undefined)
      .map((started) => memberOn(started, globalTimer, answerTimeoutMs));
    return [own, ...helpers];
  }

  return {
    async shared(work) {
      idleTimer.clearTimeout(idleRelease);
      sharedInFlight += 1;
      try {
        return await work(members());
      } finally {
        sharedInFlight -= 1;
        if (sharedInFlight === 0) idleRelease = idleTimer.setTimeout(stopHelpers, POOL_IDLE_MS);
      }
    },
    size: () => members().length,
    stop() {
      idleTimer.clearTimeout(idleRelease);
      stopHelpers();
    },
  };
}

/** A worker, or none where starting one throws (no Worker support, a blocked script). */
export function startSafely(start: () => WorkerLike | undefined): WorkerLike | undefined {
  try {
    return start();
  } catch {
    return undefined;
  }
}
