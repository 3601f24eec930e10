import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SharedLimit } from '#/http/rate-limits.js';
import { cacheDayAnswer } from './public-reads.js';
import { sendCached, type CachedRead, type ResponseCache } from './response-cache.js';

export interface DayReads {
  cache: ResponseCache;
  limit: SharedLimit;
}

/**
 * Answers one day's read from the cache under `key`, computing it on a miss:
 * nothing to wait for on a hit, the answer's promise on a miss (sendCached).
 */
export function sendDayRead(
  app: FastifyInstance,
  { cache }: DayReads,
  reply: FastifyReply,
  {
    query,
    key,
    compute,
  }: { query: { betHouse: string; date: string } } & Omit<CachedRead, 'betHouse'>,
): Promise<void> | undefined {
  cacheDayAnswer(reply, query.date, app.clock());
  return sendCached(cache, reply, { betHouse: query.betHouse, key, compute });
}
