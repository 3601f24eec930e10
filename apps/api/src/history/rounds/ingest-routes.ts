// A feed's round ids are its own: the store keys each round by (house, source,
// feed id) and gives it its own id, so a feed and the simulator can write the
// same house at once (docs/product/provably-fair-rounds.md#round-schedule-and-ingestion).
import { historyMessages } from '@velas/domain/messages/history';
import { ingestRequestSchema, ingestResponseSchema } from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden, Unauthenticated } from '#/domain-errors.js';
import { matchesAnyKey } from '#/http/key-match.js';
import { ingestRounds } from './ingest.js';

/**
 * The documented maximum batch (INGEST_MAX_ROUNDS rounds) in its longest
 * form, indented, fits with room; the app-wide body limit refused it.
 */
export const INGEST_BODY_LIMIT = 512 * 1024;

export function ingestRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // preValidation: without the key, nothing about the body is answered.
  const requireKey = (request: FastifyRequest): Promise<void> => {
    const expectedKey = app.config.INGEST_API_KEY;
    if (expectedKey === undefined)
      return Promise.reject(new Forbidden(historyMessages.ingestDisabled));
    // While rotating, the old key opens it too.
    const previousKey = app.config.INGEST_API_KEY_PREVIOUS;
    const accepted = previousKey === undefined ? [expectedKey] : [expectedKey, previousKey];
    const givenKey = request.headers['x-api-key'];
    if (typeof givenKey !== 'string' || !matchesAnyKey(givenKey, accepted))
      return Promise.reject(new Unauthenticated(historyMessages.ingestKeyInvalid));
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
      const result = await ingestRounds(app.db, request.body, app.clock());
      return reply.status(result.stored > 0 ? 201 : 200).send(result);
    },
  );
}
