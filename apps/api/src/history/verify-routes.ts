// What a player needs to check the game (docs/product.md#round-verification): any
// round's hash, salt and the hash of the round before it, and the chain's
// published terminating hash.
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import {
  chainInfoSchema,
  chainQuerySchema,
  roundIdPathSchema,
  roundProofsQuerySchema,
  roundProofsResponseSchema,
  roundRangeQuerySchema,
  roundRangeResponseSchema,
  roundVerificationSchema,
  type RoundProofs,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import type { SharedLimit } from '../http/rate-limits.js';
import { currentChain } from './chains-repository.js';
import { hashToHex, hexToHash, previousHash } from './fairness.js';
import { candleWindow } from './history-queries.js';
import {
  cacheDayAnswer,
  cacheFor,
  errorAnswers,
  lastModified,
  operation,
  TAGS,
} from './public-reads.js';
import { sendCached, type ResponseCache } from './response-cache.js';
import {
  chainedRound,
  chainRoundsBack,
  findVerifiableRound,
  latestChainedRound,
  roundProofs,
  type RoundProofRow,
} from './rounds-repository.js';
import { spanEndMs, spanMs, spanStartMs } from './span.js';

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
        ...operation(
          'getRoundProofs',
          TAGS.fairness,
          'Hashes das rodadas de uma janela de velas',
          'Os hashes (e o salt de cada cadeia, uma vez) das mesmas rodadas que history-odd devolve para estes parâmetros, das mais recentes para as mais antigas. Só rodadas com hash.',
        ),
        querystring: roundProofsQuerySchema,
        response: { 200: roundProofsResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `rounds/proofs|${query.date}|${query.numberVelas}`;
      cacheDayAnswer(reply, query.date, app.clock());
      return sendCached(cache, reply, query.betHouse, key, async () => {
        const ids = (await candleWindow(app.db, query, app.clock())).map((candle) => candle.id);
        return packProofs(ids, await roundProofs(app.db, ids));
      });
    },
  );

  // A range check's data, a page at a time: the stored rounds of one chain
  // from the start round back (to `from`), and what the walk must reach.
  app.get(
    '/rounds/range',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'getRoundRange',
          TAGS.fairness,
          'Uma página da cadeia de rodadas, para conferir um intervalo',
          'A partir de startId (ou da rodada mais recente antes de `to`), as rodadas guardadas da mesma cadeia para trás até `from`, em páginas de `limit` rodadas: `count` é quantas vêm nesta página, `nextStartId` onde começa a próxima. `steps` é quantos passos de SHA-256 vão da rodada inicial ao hash final publicado. Período: `from` incluído, `to` excluído.',
        ),
        querystring: roundRangeQuerySchema,
        response: { 200: roundRangeResponseSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { betHouse, startId, from, to, limit: pageRounds } = request.query;
      const span =
        from !== undefined && to !== undefined
          ? spanMs(from, to)
          : {
              fromMs: from === undefined ? 0 : spanStartMs(from),
              toMs: to === undefined ? undefined : spanEndMs(to),
            };
      const start =
        startId === undefined
          ? await latestChainedRound(app.db, betHouse, span.toMs ?? app.clock() + 1)
          : await chainedRound(app.db, betHouse, startId);
      if (start === undefined || start.time_ms < span.fromMs)
        throw new HttpError(404, messages.rangeNotFound);
      // One more than the page: whether there is a next page, and where it starts.
      const rows = await chainRoundsBack(
        app.db,
        start.chain_id,
        start.chain_index,
        span.fromMs,
        pageRounds + 1,
      );
      const page = rows.slice(0, pageRounds);
      // A page that starts from a named round never changes (its rounds were
      // all played by the start round's crash); the latest one does.
      if (startId === undefined) cacheFor(reply, 'live');
      else lastModified(cacheFor(reply, 'immutable'), start.time_ms);
      return {
        betHouse,
        salt: start.salt,
        terminatingHash: start.terminating_hash,
        start: { id: start.id, hash: start.hash, time: start.time_ms },
        steps: Math.min(MAX_RANGE_ROUNDS, start.chain_index),
        count: page.length,
        ids: page.map((row) => row.id),
        odds: page.map((row) => row.odd),
        hashes: Buffer.from(page.map((row) => row.hash).join(''), 'hex').toString('base64'),
        nextStartId: rows[pageRounds]?.id ?? null,
      };
    },
  );

  app.get(
    '/rounds/:id/verify',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'verifyRound',
          TAGS.fairness,
          'A prova de justiça de uma rodada',
          'Hash, salt e odd de uma rodada e o hash da rodada anterior (SHA-256 do seu hash): com eles qualquer pessoa recalcula o crash (HMAC-SHA256) e o elo. Nunca muda: pode ficar em cache para sempre.',
        ),
        params: roundIdPathSchema,
        response: { 200: roundVerificationSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const round = await findVerifiableRound(app.db, request.params.id);
      if (round === null) throw new HttpError(404, messages.roundNotFound);
      if (round.hash === null || round.salt === null)
        throw new HttpError(404, messages.roundNotVerifiable);
      lastModified(cacheFor(reply, 'immutable'), round.time_ms);
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
      schema: {
        ...operation(
          'getChain',
          TAGS.fairness,
          'A cadeia atual de uma casa',
          'O salt da cadeia, seu tamanho e o hash final publicado antes da primeira rodada: caminhando para trás a partir de qualquer rodada, o SHA-256 repetido chega a ele.',
        ),
        querystring: chainQuerySchema,
        response: { 200: chainInfoSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { betHouse } = request.query;
      const chain = await currentChain(app.db, betHouse);
      if (chain === undefined) throw new HttpError(404, messages.chainNotFound);
      cacheFor(reply, 'live');
      return {
        betHouse,
        salt: chain.salt,
        terminatingHash: chain.terminating_hash,
        length: chain.length,
      };
    },
  );
}
