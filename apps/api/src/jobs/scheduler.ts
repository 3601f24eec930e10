// When background work runs: real timers in a server, a hand-driven one in
// tests (nothing runs until the test calls the work itself), so every
// background job of the app is deterministic under an injected clock.
//
// Work is async and may fail (the database restarts, a provider is down). A
// failure is handed to `onFailure` and the job simply runs again at its next
// turn: an unhandled rejection would end the whole api process, as a cut
// database connection once did under reliability/faults.test.ts.
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
