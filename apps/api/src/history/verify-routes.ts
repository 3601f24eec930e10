// What a player needs to check the game (docs/product.md#round-verification): any
// round's hash, salt and the hash of the round before it, and the chain's
// published terminating hash.
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import {
  chainInfoSchema,
  roundIdPathSchema,
  roundProofsQuerySchema,
  roundProofsResponseSchema,
  roundRangeQuerySchema,
  roundRangeResponseSchema,
  roundVerificationSchema,
  streamQuerySchema,
  type RoundProofs,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import type { SharedLimit } from '../http/rate-limits.js';
import { currentChain } from './chains-repository.js';
import { hashToHex, hexToHash, previousHash } from './fairness.js';
import { candleWindow } from './history-queries.js';
import { sendCached, type ResponseCache } from './response-cache.js';
import {
  chainedRound,
  chainRoundsBack,
  findVerifiableRound,
  latestChainedRound,
  roundProofs,
  type RoundProofRow,
} from './rounds-repository.js';
import { spanEndMs, spanStartMs } from './span.js';

/** Newest first like the window; each salt once. */
function packProofs(windowIds: readonly number[], rows: readonly RoundProofRow[]): RoundProofs {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const salts: string[] = [];
  const saltIndex = new Map<string, number>();
  const rounds: RoundProofs['rounds'] = [];
  for (const id of windowIds) {
    const row = byId.get(id);
    if (row === undefined) continue;
    let salt: number | null = null;
    if (row.salt !== null) {
      salt = saltIndex.get(row.salt) ?? salts.push(row.salt) - 1;
      saltIndex.set(row.salt, salt);
    }
    rounds.push({ id, hash: row.hash, salt });
  }
  return { salts, rounds };
}

export function verifyRoutes(
  instance: FastifyInstance,
  cache: ResponseCache,
  limit: SharedLimit,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The hashes of a history-odd window, asked for separately so the candle
  // list stays as small as it was (a hash is 64 characters, a candle ~130) and
  // only screens that show the marks pay for them.
  app.get(
    '/rounds/proofs',
    {
      onRequest: limit,
      schema: {
        querystring: roundProofsQuerySchema,
        response: { 200: roundProofsResponseSchema },
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `rounds/proofs|${query.date}|${query.numberVelas}`;
      return sendCached(cache, reply, query.betHouse, key, async () => {
        const ids = (await candleWindow(app.db, query, app.clock())).map((candle) => candle.id);
        return packProofs(ids, await roundProofs(app.db, ids));
      });
    },
  );

  // A range check's data: the stored rounds of one chain from the start round
  // back (to `from`, at most MAX_RANGE_ROUNDS), and what the walk must reach.
  app.get(
    '/rounds/range',
    {
      onRequest: limit,
      schema: {
        querystring: roundRangeQuerySchema,
        response: { 200: roundRangeResponseSchema },
      },
    },
    async (request) => {
      const { betHouse, startId, from, to } = request.query;
      const start =
        startId === undefined
          ? await latestChainedRound(
              app.db,
              betHouse,
              to === undefined ? app.clock() + 1 : spanEndMs(to),
            )
          : await chainedRound(app.db, betHouse, startId);
      if (start === undefined) throw new HttpError(404, messages.rangeNotFound);
      const count = Math.min(MAX_RANGE_ROUNDS, start.chain_index);
      const rows = await chainRoundsBack(
        app.db,
        start.chain_id,
        start.chain_index,
        from === undefined ? 0 : spanStartMs(from),
        count,
      );
      return {
        betHouse,
        salt: start.salt,
        terminatingHash: start.terminating_hash,
        start: { id: start.id, hash: start.hash, time: start.time_ms },
        count,
        ids: rows.map((row) => row.id),
        odds: rows.map((row) => row.odd),
        hashes: Buffer.from(rows.map((row) => row.hash).join(''), 'hex').toString('base64'),
      };
    },
  );

  app.get(
    '/rounds/:id/verify',
    {
      onRequest: limit,
      schema: { params: roundIdPathSchema, response: { 200: roundVerificationSchema } },
    },
    async (request) => {
      const round = await findVerifiableRound(app.db, request.params.id);
      if (round === null) throw new HttpError(404, messages.roundNotFound);
      if (round.hash === null || round.salt === null)
        throw new HttpError(404, messages.roundNotVerifiable);
      return {
        id: round.id,
        betHouse: round.bet_house,
        odd: round.odd,
        hash: round.hash,
        salt: round.salt,
        previousHash: hashToHex(previousHash(hexToHash(round.hash))),
      };
    },
  );

  app.get(
    '/chain',
    {
      onRequest: limit,
      schema: { querystring: streamQuerySchema, response: { 200: chainInfoSchema } },
    },
    async (request) => {
      const { betHouse } = request.query;
      const chain = await currentChain(app.db, betHouse);
      if (chain === undefined) throw new HttpError(404, messages.chainNotFound);
      return {
        betHouse,
        salt: chain.salt,
        terminatingHash: chain.terminating_hash,
        length: chain.length,
      };
    },
  );
}
