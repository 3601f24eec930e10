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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SharedLimit } from '../http/rate-limits.js';
import { candleWindow, dayOfRounds } from './history-queries.js';
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
  const candles = { response: { 200: historyOddResponseSchema } };
  const analysis = { querystring: analysisQuerySchema };

  // The spec's client also sends a `User` header; it identifies the caller to
  // the third-party service and changes nothing in the answer, so it is not required.
  app.get(
    '/history-odd',
    { onRequest: limit, schema: { querystring: historyOddQuerySchema, ...candles } },
    (request, reply) => {
      const { query } = request;
      const key = `history-odd|${query.date}|${query.numberVelas}`;
      return sendCached(cache, reply, query.betHouse, key, () =>
        candleWindow(db, query, app.clock()),
      );
    },
  );

  app.get(
    '/history-filter-odd',
    { onRequest: limit, schema: { querystring: historyFilterOddQuerySchema, ...candles } },
    (request, reply) => {
      const { query } = request;
      const key = `history-filter-odd|${query.date}|${query.numberVelas}|${query.filter}`;
      return sendCached(cache, reply, query.betHouse, key, async () =>
        pinkCandles(await candleWindow(db, query, app.clock()), query.filter),
      );
    },
  );

  app.get(
    '/candles-by-hour',
    {
      onRequest: limit,
      schema: { querystring: candlesByHourQuerySchema, response: { 200: hourStatSchema } },
    },
    (request, reply) => {
      const { query } = request;
      const key = `candles-by-hour|${query.date}|${query.odd}`;
      return sendCached(cache, reply, query.betHouse, key, async () => {
        const day = await dayOfRounds(db, query.betHouse, query.date);
        return { oddsByHour: oddsByHour(day.rounds, query.odd) };
      });
    },
  );

  app.get(
    '/analysis-odd',
    { onRequest: limit, schema: { ...analysis, response: { 200: analysisResponseSchema } } },
    (request, reply) => {
      const { query } = request;
      const key = `analysis-odd|${query.date}|${query.odd}`;
      return sendCached(cache, reply, query.betHouse, key, () => analysisRows(query));
    },
  );

  app.get(
    '/analysis-position-odd',
    { onRequest: limit, schema: { ...analysis, response: { 200: positionRepeatsResponseSchema } } },
    (request, reply) => {
      const { query } = request;
      const key = `analysis-position-odd|${query.date}|${query.odd}`;
      return sendCached(cache, reply, query.betHouse, key, async () =>
        positionRepeats(await analysisRows(query)),
      );
    },
  );
}
