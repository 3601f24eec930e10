// A round export's text, streamed: a Readable from this async generator asks
// for the next page only when the socket has taken the previous one, so a
// year of rounds leaves memory flat.
import { createHash } from 'node:crypto';
import type { Queryable } from '#/db/database.js';
import { exportPage, spanFingerprint } from '../rounds/rounds-repository.js';
import { createRoundFormatter, CSV_HEADER } from './export-format.js';

/**
 * Rows per query: a round trip per 1000 rows keeps a year's export to ~1300
 * queries.
 */
const PAGE_ROWS = 1000;
/**
 * Rows per written chunk (tens of kilobytes of CSV or JSON), so no chunk is a
 * large-object-space string (those wait for a full collection).
 */
const CHUNK_ROWS = 250;

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

/** The export's text, a page of rounds at a time, asked for as the socket drains. */
export async function* exportChunks(db: Queryable, span: Span, format: 'csv' | 'json') {
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
export async function exportEtag(
  db: Queryable,
  span: Span,
  format: 'csv' | 'json',
): Promise<string> {
  const { rounds, newestId } = await spanFingerprint(db, span);
  const identity = [span.betHouse, span.fromMs, span.toMs, format, rounds, newestId].join('|');
  return `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
}
