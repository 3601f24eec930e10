import { pinkCandles } from '@velas/analysis/positions';
import {
  historyFilterOddQuerySchema,
  historyOddQuerySchema,
  historyOddResponseSchema,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDayRead, type DayReads } from './day-reads.js';
import { candleWindow } from './history-queries.js';
import { errorAnswers, operation, TAGS } from './public-reads.js';
import { CACHED_ANSWERS } from './response-cache.js';

const candlesResponse = { 200: historyOddResponseSchema, ...errorAnswers(400, 429) };

// The spec's client also sends a `User` header; it identifies the caller to
// the third-party service and changes nothing in the answer, so it is not required.
function historyOddRoute(instance: FastifyInstance, reads: DayReads): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getHistoryOdd',
      TAGS.candles,
      'As velas mais recentes de um dia',
      'As últimas `numberVelas` rodadas do dia (São Paulo) na casa, das mais recentes para as mais antigas; de hoje, só as que já aconteceram. Um dia encerrado pode ficar em cache por um dia, hoje por segundos.',
    ),
    querystring: historyOddQuerySchema,
    response: candlesResponse,
  };
  app.get(
    '/history-odd',
    { onRequest: reads.limit, ...CACHED_ANSWERS, schema },
    (request, reply) => {
      const { query } = request;
      const key = `history-odd|${query.date}|${query.numberVelas}`;
      return sendDayRead(app, reads, reply, {
        query,
        key,
        compute: () => candleWindow(app.db, query, app.clock()),
      });
    },
  );
}

function historyFilterOddRoute(instance: FastifyInstance, reads: DayReads): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getHistoryFilterOdd',
      TAGS.candles,
      'As velas de um dia a partir de uma odd',
      'Da mesma janela de history-odd, só as velas com odd maior ou igual a `filter`.',
    ),
    querystring: historyFilterOddQuerySchema,
    response: candlesResponse,
  };
  app.get(
    '/history-filter-odd',
    { onRequest: reads.limit, ...CACHED_ANSWERS, schema },
    (request, reply) => {
      const { query } = request;
      const key = `history-filter-odd|${query.date}|${query.numberVelas}|${query.filter}`;
      return sendDayRead(app, reads, reply, {
        query,
        key,
        compute: async () =>
          pinkCandles(await candleWindow(app.db, query, app.clock()), query.filter),
      });
    },
  );
}

export function candleRoutes(app: FastifyInstance, reads: DayReads): void {
  historyOddRoute(app, reads);
  historyFilterOddRoute(app, reads);
}
