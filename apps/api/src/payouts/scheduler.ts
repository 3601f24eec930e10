// When background work runs: real timers in a server, a hand-driven one in
// tests (nothing runs until the test calls the work itself), so the payout
// jobs are deterministic under an injected clock.
export interface Scheduler {
  /** Runs `work` once after `delayMs`. */
  after(delayMs: number, work: () => void): void;
  /** Runs `work` every `intervalMs`. */
  every(intervalMs: number, work: () => void): void;
  /** Cancels everything still scheduled (the app is closing). */
  cancelAll(): void;
}

export function timerScheduler(): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  return {
    after(delayMs, work) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        work();
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    every(intervalMs, work) {
      const timer = setInterval(work, intervalMs);
      timer.unref();
      timers.add(timer);
    },
    cancelAll() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Tests: nothing is ever run by time; the test drives the jobs. */
export const manualScheduler: Scheduler = {
  after: () => undefined,
  every: () => undefined,
  cancelAll: () => undefined,
};
