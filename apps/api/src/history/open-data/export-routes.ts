// A Readable from an async generator asks for the next page only when the
// socket has taken the previous one, so a year of rounds leaves memory flat.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { historyMessages } from '@velas/domain/messages/history';
import { exportedRoundSchema, roundExportQuerySchema } from '@velas/domain/schemas/history';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '#/db/database.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { exportPage, spanFingerprint } from '../rounds/rounds-repository.js';
import { createRoundFormatter, CSV_HEADER } from './export-format.js';
import { cacheFor, errorAnswers, lastModified, operation, TAGS } from './public-reads.js';
import { isClosedSpan, spanMs } from './span.js';

/**
 * Rows per query: a round trip per 1000 rows keeps a year's export to ~1300
 * queries.
 */
const PAGE_ROWS = 1000;
/**
 * Rows per written chunk (~30 KB of CSV, ~50 KB of JSON), so no chunk is a
 * large-object-space string (those wait for a full collection).
 */
const CHUNK_ROWS = 250;
/** Exports per minute per IP: each may walk a year of rounds. */
const EXPORTS_PER_MINUTE = 10;

interface Span {
  betHouse: string;
  fromMs: number;
  toMs: number;
}

type After = { timeMs: number; id: number } | null;

interface FormattedPage {
  chunks: string[];
  /** Where the next page starts; null after the last one. */
  next: After;
}

interface FormattedPageInput {
  span: Span;
  after: After;
  format: 'csv' | 'json';
  firstOfExport: boolean;
  formatter: ReturnType<typeof createRoundFormatter>;
}

/**
 * One page of rounds as export text, in chunks. Its own function so the row
 * objects are unreachable before the first chunk is handed over: whatever
 * the generator holds while it waits for the socket to drain outlives a few
 * young-generation collections and is promoted, and promoted garbage goes
 * only with a full collection, which V8 puts off until the old generation
 * reaches its limit (docs/architecture.md#measurements;
 * reliability/export-memory.test.ts holds the bound).
 */
async function formattedPage(
  db: Queryable,
  { span, after, format, firstOfExport, formatter }: FormattedPageInput,
): Promise<FormattedPage> {
  const rows = await exportPage(db, span, after, PAGE_ROWS);
  const chunks: string[] = [];
  let chunk = '';
  for (const [index, row] of rows.entries()) {
    if (format === 'csv') chunk += formatter.csv(row);
    else chunk += `${firstOfExport && index === 0 ? '\n' : ',\n'}${formatter.json(row)}`;
    if ((index + 1) % CHUNK_ROWS === 0 || index === rows.length - 1) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  const last = rows.at(-1);
  return {
    chunks,
    next:
      last === undefined || rows.length < PAGE_ROWS ? null : { timeMs: last.timeMs, id: last.id },
  };
}

async function* exportChunks(db: Queryable, span: Span, format: 'csv' | 'json') {
  const formatter = createRoundFormatter();
  yield format === 'csv' ? CSV_HEADER : '[';
  let after: After = null;
  let empty = true;
  for (;;) {
    const page = await formattedPage(db, { span, after, format, firstOfExport: empty, formatter });
    if (page.chunks.length > 0) empty = false;
    yield* page.chunks;
    if (page.next === null) break;
    after = page.next;
  }
  if (format === 'json') yield empty ? ']\n' : '\n]\n';
}

/**
 * The ETag of a closed span's export, from its query and its rounds'
 * fingerprint rather than its bytes (which are streamed, never held). Weak:
 * the same rounds may leave compressed one way or another.
 */
async function exportEtag(db: Queryable, span: Span, format: 'csv' | 'json'): Promise<string> {
  const { rounds, newestId } = await spanFingerprint(db, span);
  const identity = [span.betHouse, span.fromMs, span.toMs, format, rounds, newestId].join('|');
  return `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
}

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
