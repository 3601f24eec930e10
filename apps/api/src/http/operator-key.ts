// Constant-time compare, and the same 401 a missing player token gets, so the
// calls' existence says nothing to a stranger.
import { createHash, timingSafeEqual } from 'node:crypto';
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '#/domain-errors.js';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** `previous`: the key being rotated out, accepted as well (docs/operations/rotating-secrets.md#rotating-secrets). */
export function operatorOnly(
  key: string,
  previous?: string,
): (request: FastifyRequest) => Promise<void> {
  const expected = [key, ...(previous === undefined ? [] : [previous])].map(digest);
  return (request) => {
    const given = request.headers[OPERATOR_KEY_HEADER];
    const offered = typeof given === 'string' ? digest(given) : undefined;
    // Every key is compared, whichever matches, so the time says nothing.
    const matches = expected.map(
      (candidate) => offered !== undefined && timingSafeEqual(offered, candidate),
    );
    if (!matches.includes(true))
      return Promise.reject(new Unauthenticated(authMessages.unauthenticated));
    return Promise.resolve();
  };
}
