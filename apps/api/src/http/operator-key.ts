// A constant-time compare (key-match.ts), and the same 401 a missing player
// token gets, so the calls' existence says nothing to a stranger.
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '#/domain-errors.js';
import { matchesAnyKey } from './key-match.js';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** `previous`: the key being rotated out, accepted as well (docs/operations/rotating-secrets.md#rotating-secrets). */
export function operatorOnly(
  key: string,
  previous?: string,
): (request: FastifyRequest) => Promise<void> {
  const accepted = previous === undefined ? [key] : [key, previous];
  return (request) => {
    const given = request.headers[OPERATOR_KEY_HEADER];
    if (typeof given !== 'string' || !matchesAnyKey(given, accepted))
      return Promise.reject(new Unauthenticated(authMessages.unauthenticated));
    return Promise.resolve();
  };
}
