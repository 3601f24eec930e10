// The history calls of docs/product.md#aviator-analysis, answered from the
// response cache and computed with the same @velas/analysis functions the web
// app runs.
import { intervalAnalysis, oddsByHour, positionRepeats } from '@velas/analysis/day';
import { pinkCandles } from '@velas/analysis/positions';
import {
  analysisQuerySchema,
  analysisResponseSchema,
  candlesByHourQuerySchema,
  historyFilterOddQuerySchema,
  historyOddQuerySchema,
  historyOddResponseSchema,
  hourStatSchema,
  positionRepeatsResponseSchema,
} from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SharedLimit } from '../http/rate-limits.js';
import { candleWindow, dayOfRounds } from './history-queries.js';
import { cacheDayAnswer, errorAnswers, operation, TAGS } from './public-reads.js';
import { sendCached, type ResponseCache } from './response-cache.js';

export function queryRoutes(
  instance: FastifyInstance,
  cache: ResponseCache,
  limit: SharedLimit,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const analysisRows = async (query: { betHouse: string; date: string; odd: number }) => {
    const day = await dayOfRounds(db, query.betHouse, query.date);
    return intervalAnalysis(day.rounds, query.odd, day.start);
  };
  const candles = { response: { 200: historyOddResponseSchema, ...errorAnswers(400, 429) } };
  const analysis = { querystring: analysisQuerySchema };
  const errors = errorAnswers(400, 429);
  const cacheDay = (reply: FastifyReply, date: string) => cacheDayAnswer(reply, date, app.clock());

  // The spec's client also sends a `User` header; it identifies the caller to
  // the third-party service and changes nothing in the answer, so it is not required.
  app.get(
    '/history-odd',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'getHistoryOdd',
          TAGS.candles,
          'As velas mais recentes de um dia',
          'As últimas `numberVelas` rodadas do dia (São Paulo) na casa, das mais recentes para as mais antigas; de hoje, só as que já aconteceram. Um dia encerrado pode ficar em cache por um dia, hoje por segundos.',
        ),
        querystring: historyOddQuerySchema,
        ...candles,
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `history-odd|${query.date}|${query.numberVelas}`;
      cacheDay(reply, query.date);
      return sendCached(cache, reply, query.betHouse, key, () =>
        candleWindow(db, query, app.clock()),
      );
    },
  );

  app.get(
    '/history-filter-odd',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'getHistoryFilterOdd',
          TAGS.candles,
          'As velas de um dia a partir de uma odd',
          'Da mesma janela de history-odd, só as velas com odd maior ou igual a `filter`.',
        ),
        querystring: historyFilterOddQuerySchema,
        ...candles,
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `history-filter-odd|${query.date}|${query.numberVelas}|${query.filter}`;
      cacheDay(reply, query.date);
      return sendCached(cache, reply, query.betHouse, key, async () =>
        pinkCandles(await candleWindow(db, query, app.clock()), query.filter),
      );
    },
  );

  app.get(
    '/candles-by-hour',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'getCandlesByHour',
          TAGS.analysis,
          'Quantas velas passaram de uma odd em cada hora',
          'Para cada hora do dia (São Paulo), quantas rodadas terminaram em `odd` ou mais.',
        ),
        querystring: candlesByHourQuerySchema,
        response: { 200: hourStatSchema, ...errors },
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `candles-by-hour|${query.date}|${query.odd}`;
      cacheDay(reply, query.date);
      return sendCached(cache, reply, query.betHouse, key, async () => {
        const day = await dayOfRounds(db, query.betHouse, query.date);
        return { oddsByHour: oddsByHour(day.rounds, query.odd) };
      });
    },
  );

  app.get(
    '/analysis-odd',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'getAnalysisOdd',
          TAGS.analysis,
          'Os intervalos entre velas de uma odd',
          'Cada rodada do dia que terminou em `odd` ou mais, com sua posição e os minutos desde a anterior.',
        ),
        ...analysis,
        response: { 200: analysisResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `analysis-odd|${query.date}|${query.odd}`;
      cacheDay(reply, query.date);
      return sendCached(cache, reply, query.betHouse, key, () => analysisRows(query));
    },
  );

  app.get(
    '/analysis-position-odd',
    {
      onRequest: limit,
      schema: {
        ...operation(
          'getAnalysisPositionOdd',
          TAGS.analysis,
          'Quantas vezes cada posição se repetiu',
          'Das velas de analysis-odd, quantas caíram em cada posição e a porcentagem de cada uma.',
        ),
        ...analysis,
        response: { 200: positionRepeatsResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { query } = request;
      const key = `analysis-position-odd|${query.date}|${query.odd}`;
      cacheDay(reply, query.date);
      return sendCached(cache, reply, query.betHouse, key, async () =>
        positionRepeats(await analysisRows(query)),
      );
    },
  );
}
