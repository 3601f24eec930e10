// POST /rounds: rounds from a real feed, for deployments that follow a live
// game instead of (or besides) the simulator. Protected by INGEST_API_KEY (and,
// while rotating, INGEST_API_KEY_PREVIOUS).
// A feed's round ids are its own: the store keys each round by (house,
// source, feed id) and gives it an id of its own sequence, so a feed and the
// simulator can write the same house at once (docs/product.md#round-schedule-and-ingestion). Idempotent by that
// key: a repeat of a stored round is counted, a different round under a
// stored key is refused and nothing of the request is stored.
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import { ingestRequestSchema, ingestResponseSchema } from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import { toCandle } from './candles.js';
import { announceRounds } from './round-feed.js';
import { insertIngestedRounds, type IngestedRound } from './rounds-repository.js';

/**
 * Compares digests so neither the key's content nor its length leaks through
 * timing; every accepted key is compared, so neither does which one matched.
 */
function matchesAny(given: string, accepted: readonly string[]): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const offered = digest(given);
  return accepted.map((key) => timingSafeEqual(offered, digest(key))).includes(true);
}

type RoundData = Pick<IngestedRound, 'betHouse' | 'odd' | 'time'> & { hash?: string | null };

function sameRound(a: RoundData, b: RoundData): boolean {
  return (
    a.betHouse === b.betHouse &&
    a.odd === b.odd &&
    a.time === b.time &&
    (a.hash ?? null) === (b.hash ?? null)
  );
}

function conflict(ids: number[]): HttpError {
  return new HttpError(409, messages.roundConflict, {
    rounds: ids.map((id) => `${messages.roundConflict} (id ${String(id)})`),
  });
}

const feedKey = (betHouse: string, id: number) => `${betHouse}:${String(id)}`;

/**
 * The documented maximum batch (INGEST_MAX_ROUNDS rounds) in its longest
 * form, indented, fits with room; the app-wide body limit refused it.
 */
export const INGEST_BODY_LIMIT = 512 * 1024;

/** Clocks of the feed and of this server may disagree by this much. */
const FUTURE_TOLERANCE_MS = 60_000;

export function ingestRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // preValidation: without the key, nothing about the body is answered.
  const requireKey = (request: FastifyRequest): Promise<void> => {
    const expectedKey = app.config.INGEST_API_KEY;
    if (expectedKey === undefined)
      return Promise.reject(new HttpError(403, messages.ingestDisabled));
    // While rotating, the old key opens it too (docs/operations.md#rotating-secrets).
    const previousKey = app.config.INGEST_API_KEY_PREVIOUS;
    const accepted = previousKey === undefined ? [expectedKey] : [expectedKey, previousKey];
    const givenKey = request.headers['x-api-key'];
    if (typeof givenKey !== 'string' || !matchesAny(givenKey, accepted))
      return Promise.reject(new HttpError(401, messages.ingestKeyInvalid));
    return Promise.resolve();
  };
  const schema = {
    body: ingestRequestSchema,
    response: { 200: ingestResponseSchema, 201: ingestResponseSchema },
  };

  app.post(
    '/rounds',
    { preValidation: requireKey, bodyLimit: INGEST_BODY_LIMIT, schema },
    async (request, reply) => {
      const { source, rounds } = request.body;
      // A round from the future would sit at the head of every history until then (docs/architecture.md#abuse-limits).
      const latest = app.clock() + FUTURE_TOLERANCE_MS;
      const future = rounds.filter((round) => round.time > latest).map((round) => round.id);
      if (future.length > 0)
        throw new HttpError(422, messages.roundInFuture, {
          rounds: future.map((id) => `${messages.roundInFuture} (id ${String(id)})`),
        });

      // The same key twice in one request must describe the same round.
      const unique = new Map<string, IngestedRound>();
      const clashes: number[] = [];
      for (const round of rounds) {
        const key = feedKey(round.betHouse, round.id);
        const seen = unique.get(key);
        if (seen === undefined) unique.set(key, round);
        else if (!sameRound(seen, round)) clashes.push(round.id);
      }
      if (clashes.length > 0) throw conflict(clashes);

      const result = await app.db.transaction(async (tx) => {
        const { stored, posted } = await insertIngestedRounds(tx, source, [...unique.values()]);
        const storedIds = new Set(stored.map((row) => row.id));
        const byKey = new Map(posted.map((row) => [feedKey(row.betHouse, row.externalId), row]));
        const differing = posted.filter((row) => {
          const sent = unique.get(feedKey(row.betHouse, row.externalId));
          return !storedIds.has(row.roundId) && sent !== undefined && !sameRound(sent, row);
        });
        if (differing.length > 0) throw conflict(differing.map((row) => row.externalId));
        const candles = stored.map(toCandle);
        for (const betHouse of new Set(candles.map((candle) => candle.betHouse))) {
          await announceRounds(
            tx,
            betHouse,
            candles.filter((candle) => candle.betHouse === betHouse),
          );
        }
        const ids = [...unique.values()].map((round) => {
          const row = byKey.get(feedKey(round.betHouse, round.id));
          if (row === undefined)
            throw new Error(`round ${round.betHouse}#${String(round.id)} vanished`);
          return { betHouse: round.betHouse, externalId: round.id, id: row.roundId };
        });
        return { stored: stored.length, duplicates: unique.size - stored.length, rounds: ids };
      });
      return reply.status(result.stored > 0 ? 201 : 200).send(result);
    },
  );
}
