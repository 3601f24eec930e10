// Per-address limits for the calls anyone can make without a token, keyed by
// addressKey (IPv6 by /64). Each api process counts on its own (see README:
// several processes).
import type { RateLimitOptions } from '@fastify/rate-limit';
import { MINUTE_MS } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Throttled } from '../domain-errors.js';
import { addressKey } from './address-key.js';

export function perIpLimit(
  max: number,
  message: string = messages.tooManyLoginAttempts,
  windowMs = MINUTE_MS,
): RateLimitOptions {
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: () => new Throttled(message),
  };
}

/** An onRequest hook: one per-address budget shared by every route that runs it. */
export type SharedLimit = ReturnType<FastifyInstance['rateLimit']>;

export function sharedPerIpLimit(app: FastifyInstance, max: number, message: string): SharedLimit {
  return app.rateLimit(perIpLimit(max, message));
}

/** A preHandler hook, run after authenticate. */
export type AccountLimit = (request: FastifyRequest) => Promise<void>;

/**
 * A budget per signed-in account (fixed windows on the app's clock, per
 * process), so one account cannot spend a paid upstream from many addresses.
 * Hand-written because @fastify/rate-limit runs one limit per request and the
 * per-address one already ran.
 */
export function perAccountLimit(
  app: FastifyInstance,
  max: number,
  message: string,
  windowMs: number,
): AccountLimit {
  const windows = new Map<number, { start: number; count: number }>();
  return (request) => {
    const now = app.clock();
    if (windows.size > 10_000)
      for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    let window = windows.get(request.userId);
    if (window === undefined || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      windows.set(request.userId, window);
    }
    window.count += 1;
    return window.count > max ? Promise.reject(new Throttled(message)) : Promise.resolve();
  };
}

/** An onRequest hook: a budget per address (IPv6 by /64) for one route. */
export function perAddressLimit(
  app: FastifyInstance,
  max: number,
  message: string,
  windowMs: number,
): SharedLimit {
  return app.rateLimit(perIpLimit(max, message, windowMs));
}

/** Per address, a budget is this many times the per-account one (carrier NAT). */
export const ADDRESS_SHARE = 3;

/** The two hooks of a paid call: per address on request, per account once authenticated. */
export function accountAndAddressLimits(
  app: FastifyInstance,
  perAccount: number,
  message: string,
  windowMs: number,
): { onRequest: SharedLimit; preHandler: AccountLimit } {
  return {
    onRequest: perAddressLimit(app, perAccount * ADDRESS_SHARE, message, windowMs),
    preHandler: perAccountLimit(app, perAccount, message, windowMs),
  };
}
