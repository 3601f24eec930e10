import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SharedLimit } from '#/http/rate-limits.js';
import { cacheDayAnswer } from './public-reads.js';
import { sendCached, type ResponseCache } from './response-cache.js';

export interface DayReads {
  cache: ResponseCache;
  limit: SharedLimit;
}

/** Answers one day's read from the cache under `key`, computing it on a miss. */
export function sendDayRead(
  app: FastifyInstance,
  { cache }: DayReads,
  reply: FastifyReply,
  {
    query,
    key,
    compute,
  }: { query: { betHouse: string; date: string }; key: string; compute: () => Promise<unknown> },
): Promise<void> {
  cacheDayAnswer(reply, query.date, app.clock());
  return sendCached(cache, reply, { betHouse: query.betHouse, key, compute });
}
