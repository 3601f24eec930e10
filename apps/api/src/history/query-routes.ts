// The history calls of spec §7, answered from the response cache and computed
// with the same @velas/analysis functions the web app runs.
import { intervalAnalysis, oddsByHour, positionRepeats } from '@velas/analysis/day';
import { pinkCandles } from '@velas/analysis/positions';
import {
  analysisQuerySchema,
  candlesByHourQuerySchema,
  historyFilterOddQuerySchema,
  historyOddQuerySchema,
} from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { validate } from '../http/validate.js';
import { candleWindow, dayOfRounds } from './history-queries.js';
import type { ResponseCache } from './response-cache.js';

function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function queryRoutes(app: FastifyInstance, cache: ResponseCache): void {
  const { db } = app;
  const analysisRows = async (query: { betHouse: string; date: string; odd: number }) => {
    const day = await dayOfRounds(db, query.betHouse, query.date);
    return intervalAnalysis(day.rounds, query.odd, day.start);
  };

  // The spec's client also sends a `User` header; it identifies the caller to
  // the third-party service and changes nothing in the answer, so it is not required.
  app.get('/history-odd', async (request, reply) => {
    const query = validate(historyOddQuerySchema, request.query);
    const key = `history-odd|${query.date}|${query.numberVelas}`;
    const json = await cache.json(query.betHouse, key, () => candleWindow(db, query, app.clock()));
    return sendJson(reply, json);
  });

  app.get('/history-filter-odd', async (request, reply) => {
    const query = validate(historyFilterOddQuerySchema, request.query);
    const key = `history-filter-odd|${query.date}|${query.numberVelas}|${query.filter}`;
    const json = await cache.json(query.betHouse, key, async () =>
      pinkCandles(await candleWindow(db, query, app.clock()), query.filter),
    );
    return sendJson(reply, json);
  });

  app.get('/candles-by-hour', async (request, reply) => {
    const query = validate(candlesByHourQuerySchema, request.query);
    const key = `candles-by-hour|${query.date}|${query.odd}`;
    const json = await cache.json(query.betHouse, key, async () => {
      const day = await dayOfRounds(db, query.betHouse, query.date);
      return { oddsByHour: oddsByHour(day.rounds, query.odd) };
    });
    return sendJson(reply, json);
  });

  app.get('/analysis-odd', async (request, reply) => {
    const query = validate(analysisQuerySchema, request.query);
    const key = `analysis-odd|${query.date}|${query.odd}`;
    const json = await cache.json(query.betHouse, key, () => analysisRows(query));
    return sendJson(reply, json);
  });

  app.get('/analysis-position-odd', async (request, reply) => {
    const query = validate(analysisQuerySchema, request.query);
    const key = `analysis-position-odd|${query.date}|${query.odd}`;
    const json = await cache.json(query.betHouse, key, async () =>
      positionRepeats(await analysisRows(query)),
    );
    return sendJson(reply, json);
  });
}
