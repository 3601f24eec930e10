// The public history reads' budget per address, counted in this process the
// way @fastify/rate-limit's local store counts (a fixed window from an
// address's first request, the 5,000 addresses seen last), with the same
// headers and the same 429, but in a synchronous hook: the plugin's hook
// awaits three promises per request, a large part of what a cached read costs
// beyond sending its bytes (docs/api/benchmarks.md#history-odd-profile).
import type { onRequestHookHandler } from 'fastify';
import { systemClock, type Clock } from '#/clock.js';
import { Throttled } from '#/domain-errors.js';
import { addressKey } from './address-key.js';

export interface AddressBudgetOptions {
  /** Requests per address and window; the next one gets 429. */
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
  /** Real time by default, as @fastify/rate-limit's (a test clock moves no window). */
  clock?: Clock;
  /** Addresses remembered, the least recently seen forgotten first. */
  addresses?: number;
}

interface Window {
  startMs: number;
  count: number;
}

/** @fastify/rate-limit's local store keeps this many. */
const ADDRESSES = 5000;

export function addressBudget({
  max,
  windowMs,
  message,
  clock = systemClock,
  addresses = ADDRESSES,
}: AddressBudgetOptions): onRequestHookHandler {
  // A Map iterates in insertion order: seen again, an address moves to the end.
  const windows = new Map<string, Window>();
  const limit = String(max);
  // The address seen last, already at the end: a client's requests come in runs.
  let lastAddress = '';
  let lastKey = '';
  return (request, reply, done) => {
    const address = request.ip;
    const seenLast = address === lastAddress;
    const key = seenLast ? lastKey : addressKey(address);
    const now = clock();
    let window = windows.get(key);
    if (window !== undefined && !seenLast) windows.delete(key);
    if (window === undefined || window.startMs + windowMs <= now) {
      window = { startMs: now, count: 1 };
      windows.set(key, window);
    } else {
      window.count += 1;
      if (!seenLast) windows.set(key, window);
    }
    if (windows.size > addresses) {
      const oldest = windows.keys().next();
      if (oldest.done !== true) windows.delete(oldest.value);
    }
    lastAddress = address;
    lastKey = key;
    const resetSeconds = Math.ceil((windowMs - (now - window.startMs)) / 1000);
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', Math.max(0, max - window.count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (window.count <= max) {
      done();
      return;
    }
    reply.header('retry-after', resetSeconds);
    done(new Throttled(message));
  };
}
