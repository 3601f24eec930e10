// Each api process counts on its own; the per-account budgets, shared by every
// process, are auth/account-budgets.ts's.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { MINUTE_MS } from '@velas/domain/calendar';
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyInstance } from 'fastify';
import { Throttled } from '#/domain-errors.js';
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
export type SharedLimit = ReturnType<FastifyInstance['rateLimit']>;

export function sharedPerIpLimit(app: FastifyInstance, max: number, message: string): SharedLimit {
  return app.rateLimit(perIpLimit(max, message));
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
