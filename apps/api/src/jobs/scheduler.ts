// Every background job runs here: real timers in a server, hand-driven in
// tests (test/manual-scheduler.ts). A failure goes to `onFailure`, never an
// unhandled rejection; closing cancels what is scheduled and waits for what
// runs, so no job meets a closed database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type BackgroundWork = () => Promise<unknown>;

export interface Scheduler {
  /** Runs `work` once after `delayMs`. */
  after(delayMs: number, work: BackgroundWork): void;
  /** Runs `work` every `intervalMs`, the first time after `firstAfterMs` (one interval by default). */
  every(intervalMs: number, work: BackgroundWork, firstAfterMs?: number): void;
  /** Cancels everything still scheduled and waits for the work running now. */
  stop(): Promise<void>;
}

export function timerScheduler(onFailure: (error: unknown) => void): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  const run = (work: BackgroundWork) => {
    const turn: Promise<void> = Promise.resolve()
      .then(work)
      .then(() => undefined, onFailure)
      .finally(() => running.delete(turn));
    running.add(turn);
  };
  const later = (delayMs: number, then: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  return {
    after(delayMs, work) {
      later(delayMs, () => {
        run(work);
      });
    },
    every(intervalMs, work, firstAfterMs = intervalMs) {
      const turn = () => {
        later(intervalMs, turn);
        run(work);
      };
      later(firstAfterMs, turn);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}

function addScheduler(app: FastifyInstance, { scheduler }: { scheduler: Scheduler }): void {
  app.addHook('preClose', () => scheduler.stop());
}

/** Stops the app's one scheduler when the app closes: registered through fastify-plugin. */
export const schedulerPlugin = fp(addScheduler, { name: 'scheduler' });
