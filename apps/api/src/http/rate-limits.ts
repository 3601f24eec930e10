// Per-IP limits for the calls anyone can make without a token. Each api
// process counts on its own (see README: several processes).
import type { RateLimitOptions } from '@fastify/rate-limit';
import { messages } from '@velas/domain/messages';
import { HttpError } from './http-error.js';

export function perIpLimit(
  max: number,
  message: string = messages.tooManyLoginAttempts,
): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, message),
  };
}
