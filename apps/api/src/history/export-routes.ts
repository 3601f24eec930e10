// GET rounds/export (issue 17, open data): every round of a span as CSV or
// JSON, streamed page by page. A Readable built from an async generator only
// asks for the next page when the socket has taken the previous one, so a
// year of rounds (~1.3 million) leaves the server's memory flat.
import { Readable } from 'node:stream';
import { messages } from '@velas/domain/messages';
import { roundExportQuerySchema } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { perIpLimit } from '../http/rate-limits.js';
import { createSaoPauloFormatter, csvLine, CSV_HEADER, toExportedRound } from './export-format.js';
import { exportPage } from './rounds-repository.js';
import { spanEndMs, spanStartMs } from './span.js';

/**
 * Rows per query: a round trip per 1000 rows keeps a year's export to ~1300
 * queries (one per 250 rows took minutes on a loaded machine).
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

/**
 * One page of rounds as export text, in chunks. Its own function so the row
 * objects are unreachable before the first chunk is handed over: whatever
 * the generator holds while it waits for the socket to drain outlives a few
 * young-generation collections and is promoted, and promoted garbage goes
 * only with a full collection, which V8 puts off until the old generation
 * reaches its limit. Holding 5000-row pages across their 20 chunks grew the
 * api's RSS ~120 MB over a 1.3-million-round export
 * (reliability/export-memory.test.ts, RELIABILITY_LONG=1).
 */
async function formattedPage(
  db: Queryable,
  span: Span,
  after: After,
  format: 'csv' | 'json',
  firstOfExport: boolean,
  saoPaulo: (timeMs: number) => string,
): Promise<FormattedPage> {
  const rows = await exportPage(db, span, after, PAGE_ROWS);
  const chunks: string[] = [];
  let chunk = '';
  for (const [index, row] of rows.entries()) {
    const round = toExportedRound(row, saoPaulo);
    if (format === 'csv') chunk += csvLine(round);
    else chunk += `${firstOfExport && index === 0 ? '\n' : ',\n'}${JSON.stringify(round)}`;
    if ((index + 1) % CHUNK_ROWS === 0 || index === rows.length - 1) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  const last = rows.at(-1);
  return {
    chunks,
    next:
      last === undefined || rows.length < PAGE_ROWS ? null : { timeMs: last.time_ms, id: last.id },
  };
}

async function* exportChunks(db: Queryable, span: Span, format: 'csv' | 'json') {
  const saoPaulo = createSaoPauloFormatter();
  yield format === 'csv' ? CSV_HEADER : '[';
  let after: After = null;
  let empty = true;
  for (;;) {
    const page = await formattedPage(db, span, after, format, empty, saoPaulo);
    if (page.chunks.length > 0) empty = false;
    yield* page.chunks;
    if (page.next === null) break;
    after = page.next;
  }
  if (format === 'json') yield empty ? ']\n' : '\n]\n';
}

export function exportRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/rounds/export',
    {
      config: { rateLimit: perIpLimit(EXPORTS_PER_MINUTE, messages.tooManyExports) },
      schema: { querystring: roundExportQuerySchema },
    },
    async (request, reply) => {
      const { betHouse, from, to, format } = request.query;
      const span = { betHouse, fromMs: spanStartMs(from), toMs: spanEndMs(to) };
      if (span.toMs <= span.fromMs) throw new HttpError(400, messages.exportSpanInvalid);
      const name = `rodadas-${betHouse}-${String(from)}-${String(to)}.${format}`;
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportChunks(app.db, span, format), { objectMode: false }));
    },
  );
}
