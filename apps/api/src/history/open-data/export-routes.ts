// The export streams (round-export.ts): a closed span's answer carries
// validators, today's none.
import { Readable } from 'node:stream';
import { historyMessages } from '@velas/domain/messages/history';
import { exportedRoundSchema, roundExportQuerySchema } from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIpLimit } from '#/http/rate-limits.js';
import { CSV_HEADER } from './export-format.js';
import { cacheFor, errorAnswers, lastModified, operation, TAGS } from './public-reads.js';
import { exportChunks, exportEtag } from './round-export.js';
import { isClosedSpan, spanMs } from './span.js';

/** Exports per minute per IP: each may walk a year of rounds. */
const EXPORTS_PER_MINUTE = 10;

export function exportRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/rounds/export',
    {
      config: { rateLimit: perIpLimit(EXPORTS_PER_MINUTE, historyMessages.tooManyExports) },
      schema: {
        ...operation(
          'exportRounds',
          TAGS.openData,
          'Exporta as rodadas de um período',
          `Todas as rodadas de uma casa no período [from, to), das mais antigas para as mais recentes, como CSV (colunas ${CSV_HEADER.trim()}) ou JSON (uma lista). Rodadas de feed vêm com hash e salt vazios. Até ${String(EXPORTS_PER_MINUTE)} exportações por minuto por endereço. Um período já encerrado (antes de hoje) pode ficar em cache por um dia e vem com ETag e Last-Modified, para revalidar com If-None-Match ou If-Modified-Since; o de hoje muda a cada rodada e vem sem validador.`,
        ),
        querystring: roundExportQuerySchema,
        response: {
          200: {
            description: 'As rodadas do período, como anexo.',
            content: {
              'text/csv': {
                schema: z.string().meta({
                  description: 'CSV com cabeçalho, uma rodada por linha.',
                  examples: [
                    `${CSV_HEADER}1,2026-03-10T14:40:20.000-03:00,2026-03-10T17:40:20.000Z,2.72,${'ab'.repeat(32)},sal-da-casa\n`,
                  ],
                }),
              },
              'application/json': { schema: z.array(exportedRoundSchema) },
            },
          },
          ...errorAnswers(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { betHouse, from, to, format } = request.query;
      const span = { betHouse, ...spanMs(from, to) };
      const name = `rodadas-${betHouse}-${String(from)}-${String(to)}.${format}`;
      if (isClosedSpan(span.toMs, app.clock())) {
        // A past span's export no longer changes: a validator lets a client
        // or a cache ask again for a 304 instead of the whole file.
        reply.header('etag', await exportEtag(app.db, span, format));
        lastModified(cacheFor(reply, 'closed'), span.toMs);
      } else cacheFor(reply, 'live');
      // The response schema types JSON values; the body here is their stream.
      const streaming: FastifyReply = reply;
      return streaming
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(exportChunks(app.db, span, format), { objectMode: false }));
    },
  );
}
