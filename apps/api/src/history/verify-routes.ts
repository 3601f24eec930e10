// What a player needs to check the game (decisions §3): any round's hash, salt
// and the hash of the round before it, and the chain's published terminating hash.
import { messages } from '@velas/domain/messages';
import {
  roundIdPathSchema,
  streamQuerySchema,
  type ChainInfo,
  type RoundVerification,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { validate } from '../http/validate.js';
import { currentChain } from './chains-store.js';
import { hashToHex, hexToHash, previousHash } from './fairness.js';

interface VerifiableRow {
  id: number;
  bet_house: string;
  odd: number;
  hash: string | null;
  salt: string | null;
}

export function verifyRoutes(app: FastifyInstance): void {
  app.get('/rounds/:id/verify', async (request): Promise<RoundVerification> => {
    const { id } = validate(roundIdPathSchema, request.params);
    const { rows } = await app.db.query<VerifiableRow>(
      `SELECT r.id, r.bet_house, r.odd, r.hash, c.salt
       FROM rounds r LEFT JOIN round_chains c ON c.id = r.chain_id
       WHERE r.id = $1`,
      [id],
    );
    const round = rows[0];
    if (round === undefined) throw new HttpError(404, messages.roundNotFound);
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
  });

  app.get('/chain', async (request): Promise<ChainInfo> => {
    const { betHouse } = validate(streamQuerySchema, request.query);
    const chain = await currentChain(app.db, betHouse);
    if (chain === undefined) throw new HttpError(404, messages.chainNotFound);
    return {
      betHouse,
      salt: chain.salt,
      terminatingHash: chain.terminating_hash,
      length: chain.length,
    };
  });
}
