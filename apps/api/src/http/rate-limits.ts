// Each api process counts on its own; the per-account budgets, shared by every
// process, are auth/account-budgets.ts's. The public history reads' budget
// counts in a synchronous hook of its own (address-budget.ts); the others
// are @fastify/rate-limit's.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { MINUTE_MS } from '@velas/domain/calendar';
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Throttled } from '#/domain-errors.js';
import { addressBudget } from './address-budget.js';
import { addressKey } from './address-key.js';

export function perIpLimit(
  max: number,
  message: string = authMessages.tooManyLoginAttempts,
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
export type SharedLimit = onRequestHookHandler | PluginLimit;

type PluginLimit = ReturnType<FastifyInstance['rateLimit']>;

/**
 * A route that runs this and another limit counts against both, unlike two
 * of @fastify/rate-limit's hooks, of which only the first runs.
 */
export function sharedPerIpLimit(max: number, message: string): onRequestHookHandler {
  return addressBudget({ max, message, windowMs: MINUTE_MS });
}

/** An onRequest hook: a budget per address (IPv6 by /64) for one route. */
export function perAddressLimit(
  app: FastifyInstance,
  max: number,
  message: string,
  windowMs: number,
): PluginLimit {
  return app.rateLimit(perIpLimit(max, message, windowMs));
}

/** Per address, a budget is this many times the per-account one (carrier NAT). */
export const ADDRESS_SHARE = 3;
