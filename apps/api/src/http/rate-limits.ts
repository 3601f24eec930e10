// Per-address limits for the calls anyone can make without a token, keyed by
// addressKey (IPv6 by /64). Each api process counts on its own (see README:
// several processes).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '@velas/domain/messages';
import { addressKey } from './address-key.js';
import { HttpError } from './http-error.js';

export function perIpLimit(
  max: number,
  message: string = messages.tooManyLoginAttempts,
): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: () => new HttpError(429, message),
  };
}

/** An onRequest hook: one per-address budget shared by every route that runs it. */
export type SharedLimit = ReturnType<FastifyInstance['rateLimit']>;

export function sharedPerIpLimit(app: FastifyInstance, max: number, message: string): SharedLimit {
  return app.rateLimit(perIpLimit(max, message));
}
