// The same @velas/analysis functions the web app runs.
import { intervalAnalysis, oddsByHour, positionRepeats } from '@velas/analysis/day';
import {
  analysisQuerySchema,
  analysisResponseSchema,
  candlesByHourQuerySchema,
  hourStatSchema,
  positionRepeatsResponseSchema,
} from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '#/db/database.js';
import { sendDayRead, type DayReads } from './day-reads.js';
import { dayOfRounds } from './history-queries.js';
import { errorAnswers, operation, TAGS } from './public-reads.js';
import { CACHED_ANSWERS } from './response-cache.js';

const errors = errorAnswers(400, 429);

/** Each round of the day that reached `odd`, with its position and the minutes since the one before. */
async function dayIntervals(db: Queryable, query: { betHouse: string; date: string; odd: number }) {
  const day = await dayOfRounds(db, query.betHouse, query.date);
  return intervalAnalysis(day.rounds, query.odd, day.start);
}

function candlesByHourRoute(instance: FastifyInstance, reads: DayReads): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getCandlesByHour',
      TAGS.analysis,
      'Quantas velas passaram de uma odd em cada hora',
      'Para cada hora do dia (São Paulo), quantas rodadas terminaram em `odd` ou mais.',
    ),
    querystring: candlesByHourQuerySchema,
    response: { 200: hourStatSchema, ...errors },
  };
  app.get(
    '/candles-by-hour',
    { onRequest: reads.limit, ...CACHED_ANSWERS, schema },
    (request, reply) => {
      const { query } = request;
      const key = `candles-by-hour|${query.date}|${query.odd}`;
      return sendDayRead(app, reads, reply, {
        query,
        key,
        compute: async () => {
          const day = await dayOfRounds(app.db, query.betHouse, query.date);
          return { oddsByHour: oddsByHour(day.rounds, query.odd) };
        },
      });
    },
  );
}

function analysisOddRoute(instance: FastifyInstance, reads: DayReads): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getAnalysisOdd',
      TAGS.analysis,
      'Os intervalos entre velas de uma odd',
      'Cada rodada do dia que terminou em `odd` ou mais, com sua posição e os minutos desde a anterior.',
    ),
    querystring: analysisQuerySchema,
    response: { 200: analysisResponseSchema, ...errors },
  };
  app.get(
    '/analysis-odd',
    { onRequest: reads.limit, ...CACHED_ANSWERS, schema },
    (request, reply) => {
      const { query } = request;
      const key = `analysis-odd|${query.date}|${query.odd}`;
      return sendDayRead(app, reads, reply, {
        query,
        key,
        compute: () => dayIntervals(app.db, query),
      });
    },
  );
}

function analysisPositionOddRoute(instance: FastifyInstance, reads: DayReads): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...operation(
      'getAnalysisPositionOdd',
      TAGS.analysis,
      'Quantas vezes cada posição se repetiu',
      'Das velas de analysis-odd, quantas caíram em cada posição e a porcentagem de cada uma.',
    ),
    querystring: analysisQuerySchema,
    response: { 200: positionRepeatsResponseSchema, ...errors },
  };
  app.get(
    '/analysis-position-odd',
    { onRequest: reads.limit, ...CACHED_ANSWERS, schema },
    (request, reply) => {
      const { query } = request;
      const key = `analysis-position-odd|${query.date}|${query.odd}`;
      return sendDayRead(app, reads, reply, {
        query,
        key,
        compute: async () => positionRepeats(await dayIntervals(app.db, query)),
      });
    },
  );
}

export function analysisRoutes(app: FastifyInstance, reads: DayReads): void {
  candlesByHourRoute(app, reads);
  analysisOddRoute(app, reads);
  analysisPositionOddRoute(app, reads);
}
