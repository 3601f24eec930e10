// What a player needs to check the game (decisions §3): any round's hash, salt
// and the hash of the round before it, and the chain's published terminating hash.
import { messages } from '@velas/domain/messages';
import {
  chainInfoSchema,
  roundIdPathSchema,
  roundVerificationSchema,
  streamQuerySchema,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import type { SharedLimit } from '../http/rate-limits.js';
import { currentChain } from './chains-repository.js';
import { hashToHex, hexToHash, previousHash } from './fairness.js';
import { findVerifiableRound } from './rounds-repository.js';

export function verifyRoutes(instance: FastifyInstance, limit: SharedLimit): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

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
