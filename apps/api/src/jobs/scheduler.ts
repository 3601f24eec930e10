// A failure goes to `onFailure`, never an unhandled rejection.
export type BackgroundWork = () => Promise<unknown>;

export interface Scheduler {
  /** Runs `work` once after `delayMs`. */
  after(delayMs: number, work: BackgroundWork): void;
  /** Runs `work` every `intervalMs`. */
  every(intervalMs: number, work: BackgroundWork): void;
  /** Cancels everything still scheduled (the app is closing). */
  cancelAll(): void;
}

export function timerScheduler(onFailure: (error: unknown) => void): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const run = (work: BackgroundWork) => {
    work().catch(onFailure);
  };
  return {
    after(delayMs, work) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(work);
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    every(intervalMs, work) {
      const timer = setInterval(() => {
        run(work);
      }, intervalMs);
      timer.unref();
      timers.add(timer);
    },
    cancelAll() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
