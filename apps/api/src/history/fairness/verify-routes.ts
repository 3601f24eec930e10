// Spec: docs/product/provably-fair-rounds.md#round-verification.
import {
  chainInfoSchema,
  chainQuerySchema,
  roundIdPathSchema,
  roundProofsQuerySchema,
  roundProofsResponseSchema,
  roundRangeQuerySchema,
  roundRangeResponseSchema,
  roundVerificationSchema,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SharedLimit } from '#/http/rate-limits.js';
import {
  cacheDayAnswer,
  cacheFor,
  errorAnswers,
  lastModified,
  operation,
  TAGS,
} from '../open-data/public-reads.js';
import { sendCached, type ResponseCache } from '../open-data/response-cache.js';
import { chainInfo, roundRangePage, roundVerification, windowProofs } from './round-proofs.js';

// The hashes of a history-odd window, asked for separately so the candle
// list stays as small as it was (a hash is 64 characters, a candle ~130) and
// only screens that show the marks pay for them.
function roundProofsRoute(
  instance: FastifyInstance,
  cache: ResponseCache,
  limit: SharedLimit,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getRoundProofs',
      TAGS.fairness,
      'Hashes das rodadas de uma janela de velas',
      'Os hashes (e o salt de cada cadeia, uma vez) das mesmas rodadas que history-odd devolve para estes parâmetros, das mais recentes para as mais antigas. Só rodadas com hash.',
    ),
    querystring: roundProofsQuerySchema,
    response: { 200: roundProofsResponseSchema, ...errorAnswers(400, 429) },
  };
  app.get('/rounds/proofs', { onRequest: limit, schema }, (request, reply) => {
    const { query } = request;
    const key = `rounds/proofs|${query.date}|${query.numberVelas}`;
    cacheDayAnswer(reply, query.date, app.clock());
    return sendCached(cache, reply, {
      betHouse: query.betHouse,
      key,
      compute: () => windowProofs(app.db, { query, now: app.clock() }),
    });
  });
}

// A range check's data, a page at a time: the stored rounds of one chain
// from the start round back (to `from`), and what the walk must reach.
function roundRangeRoute(instance: FastifyInstance, limit: SharedLimit): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getRoundRange',
      TAGS.fairness,
      'Uma página da cadeia de rodadas, para conferir um intervalo',
      'A partir de startId (ou da rodada mais recente antes de `to`), as rodadas guardadas da mesma cadeia para trás até `from`, em páginas de `limit` rodadas: `count` é quantas vêm nesta página, `nextStartId` onde começa a próxima. `steps` é quantos passos de SHA-256 vão da rodada inicial ao hash final publicado. Período: `from` incluído, `to` excluído.',
    ),
    querystring: roundRangeQuerySchema,
    response: { 200: roundRangeResponseSchema, ...errorAnswers(400, 404, 429) },
  };
  app.get('/rounds/range', { onRequest: limit, schema }, async (request, reply) => {
    const { start, page } = await roundRangePage(app.db, request.query, app.clock());
    // A page that starts from a named round never changes (its rounds were
    // all played by the start round's crash); the latest one does.
    if (request.query.startId === undefined) cacheFor(reply, 'live');
    else lastModified(cacheFor(reply, 'immutable'), start.timeMs);
    return page;
  });
}

function verifyRoundRoute(instance: FastifyInstance, limit: SharedLimit): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'verifyRound',
      TAGS.fairness,
      'A prova de justiça de uma rodada',
      'Hash, salt e odd de uma rodada e o hash da rodada anterior (SHA-256 do seu hash): com eles qualquer pessoa recalcula o crash (HMAC-SHA256) e o elo. Nunca muda: pode ficar em cache para sempre.',
    ),
    params: roundIdPathSchema,
    response: { 200: roundVerificationSchema, ...errorAnswers(400, 404, 429) },
  };
  app.get('/rounds/:id/verify', { onRequest: limit, schema }, async (request, reply) => {
    const { timeMs, verification } = await roundVerification(app.db, request.params.id);
    lastModified(cacheFor(reply, 'immutable'), timeMs);
    return verification;
  });
}

function chainRoute(instance: FastifyInstance, limit: SharedLimit): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getChain',
      TAGS.fairness,
      'A cadeia atual de uma casa',
      'O salt da cadeia, seu tamanho e o hash final publicado antes da primeira rodada: caminhando para trás a partir de qualquer rodada, o SHA-256 repetido chega a ele.',
    ),
    querystring: chainQuerySchema,
    response: { 200: chainInfoSchema, ...errorAnswers(400, 404, 429) },
  };
  app.get('/chain', { onRequest: limit, schema }, async (request, reply) => {
    const chain = await chainInfo(app.db, request.query.betHouse);
    cacheFor(reply, 'live');
    return chain;
  });
}

export function verifyRoutes(app: FastifyInstance, cache: ResponseCache, limit: SharedLimit): void {
  roundProofsRoute(app, cache, limit);
  roundRangeRoute(app, limit);
  verifyRoundRoute(app, limit);
  chainRoute(app, limit);
}
