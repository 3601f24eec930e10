// Timers a test fires by hand, for code that takes its timers as an option
// (the event streams' heartbeats, the round simulator's next round): nothing
// runs by time, so the test decides when each timer goes off.
import type { Timers } from '#/history/simulator/simulator.js';
import type { IntervalTimers } from '#/http/event-stream.js';

/** Interval timers (heartbeats): `fire` runs every callback still set once. */
export function manualIntervals(): IntervalTimers & { fire(): void; readonly active: number } {
  const callbacks = new Map<number, () => void>();
  let next = 0;
  return {
    setInterval(callback: () => void) {
      callbacks.set(++next, callback);
      return next;
    },
    clearInterval(handle: unknown) {
      callbacks.delete(handle as number);
    },
    fire() {
      for (const callback of callbacks.values()) callback();
    },
    /** How many intervals are set now. */
    get active() {
      return callbacks.size;
    },
  };
}

/**
 * Timeouts for code that keeps at most one pending (the simulator, one per
 * house): `delay` is the pending one's delay, `fire` runs it; either throws
 * unless exactly one is pending.
 */
export function manualTimeouts(): { timers: Timers; delay(): number; fire(): void } {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let nextId = 1;
  const timers: Timers = {
    setTimeout(callback, ms) {
      pending.set(nextId, { callback, ms });
      return nextId++;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const only = () => {
    const [first, ...others] = pending;
    if (first === undefined || others.length > 0)
      throw new Error(`expected one pending timeout, found ${String(pending.size)}`);
    const [id, timer] = first;
    return { id, ...timer };
  };
  return {
    timers,
    delay: () => only().ms,
    fire() {
      const { id, callback } = only();
      pending.delete(id);
      callback();
    },
  };
}
