// POST /rounds: rounds from a real feed, for deployments that follow a live
// game instead of (or besides) the simulator. Protected by INGEST_API_KEY;
// idempotent by round id: a repeat of a stored round is counted, a different
// round under a stored id is refused and nothing of the request is stored.
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import { ingestRequestSchema, ingestResponseSchema } from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import { toCandle } from './candles.js';
import { announceRounds } from './round-feed.js';
import { insertIngestedRounds, type IngestedRound } from './rounds-repository.js';

/** Compares digests so neither the key's content nor its length leaks through timing. */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function sameRound(a: IngestedRound, b: IngestedRound): boolean {
  return (
    a.betHouse === b.betHouse &&
    a.odd === b.odd &&
    a.time === b.time &&
    (a.hash ?? null) === (b.hash ?? null)
  );
}

function conflict(ids: number[]): HttpError {
  return new HttpError(409, messages.roundConflict, {
    rounds: ids.map((id) => `${messages.roundConflict} (id ${id})`),
  });
}

export function ingestRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // preValidation: without the key, nothing about the body is answered.
  const requireKey = (request: FastifyRequest): Promise<void> => {
    const expectedKey = app.config.INGEST_API_KEY;
    if (expectedKey === undefined)
      return Promise.reject(new HttpError(403, messages.ingestDisabled));
    const givenKey = request.headers['x-api-key'];
    if (typeof givenKey !== 'string' || !sameKey(givenKey, expectedKey))
      return Promise.reject(new HttpError(401, messages.ingestKeyInvalid));
    return Promise.resolve();
  };
  const schema = {
    body: ingestRequestSchema,
    response: { 200: ingestResponseSchema, 201: ingestResponseSchema },
  };

  app.post('/rounds', { preValidation: requireKey, schema }, async (request, reply) => {
    const { rounds } = request.body;

    // The same id twice in one request must describe the same round.
    const unique = new Map<number, IngestedRound>();
    const clashes: number[] = [];
    for (const round of rounds) {
      const seen = unique.get(round.id);
      if (seen === undefined) unique.set(round.id, round);
      else if (!sameRound(seen, round)) clashes.push(round.id);
    }
    if (clashes.length > 0) throw conflict(clashes);

    const result = await app.db.transaction(async (tx) => {
      const { stored, existing } = await insertIngestedRounds(tx, [...unique.values()]);
      const differing = existing.filter((row) => {
        const posted = unique.get(row.id);
        return posted !== undefined && !sameRound(posted, row);
      });
      if (differing.length > 0) throw conflict(differing.map((row) => row.id));
      const candles = stored.map(toCandle);
      for (const betHouse of new Set(candles.map((candle) => candle.betHouse))) {
        await announceRounds(
          tx,
          betHouse,
          candles.filter((candle) => candle.betHouse === betHouse),
        );
      }
      return { stored: stored.length, duplicates: existing.length };
    });
    return reply.status(result.stored > 0 ? 201 : 200).send(result);
  });
}
