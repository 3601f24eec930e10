// GET /rounds/stream?betHouse=: Server-Sent Events, one `round` event (data =
// the Candle JSON) per new round of the house, whichever api process stored it.
// A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
//
// Bounded (issue 14 §4e): at most `maxConnections` open streams per process
// (503 beyond) and `maxPerAddress` per client address (429 beyond); a client
// that does not read is dropped once its unsent events exceed
// `maxBufferedBytes`, so one stalled phone cannot make the server buffer
// every round for it.
import type { ServerResponse } from 'node:http';
import { messages } from '@velas/domain/messages';
import { streamQuerySchema, type Candle } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.js';
import type { RoundFeed } from './round-feed.js';

/** Clients reconnect after this long when the stream drops (the EventSource `retry`). */
const RECONNECT_MS = 3_000;

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface StreamOptions {
  heartbeatMs: number;
  maxConnections: number;
  maxPerAddress: number;
  maxBufferedBytes: number;
  /** Tests fire heartbeats by hand. */
  timers?: IntervalTimers;
}

function roundEvent(candle: Candle): string {
  return `id: ${candle.id}\nevent: round\ndata: ${JSON.stringify(candle)}\n\n`;
}

export function streamRoutes(
  instance: FastifyInstance,
  feed: Pick<RoundFeed, 'subscribe'>,
  options: StreamOptions,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const timers = options.timers ?? globalThis;
  const open = new Set<() => void>();
  const perAddress = new Map<string, number>();

  function admit(address: string): void {
    if (open.size >= options.maxConnections) throw new HttpError(503, messages.streamFull);
    if ((perAddress.get(address) ?? 0) >= options.maxPerAddress)
      throw new HttpError(429, messages.streamTooManyFromAddress);
  }

  // An event stream, not JSON: only the query is declared.
  app.get('/rounds/stream', { schema: { querystring: streamQuerySchema } }, (request, reply) => {
    const { betHouse } = request.query;
    const address = request.ip;
    admit(address);
    reply.hijack();
    const response: ServerResponse = reply.raw;
    // Keep the headers the security and CORS hooks already set on the reply.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });

    /** Writes, or drops the client when what it has not read exceeds the limit. */
    function send(text: string): void {
      if (!open.has(close)) return;
      response.write(text);
      // writableLength counts the response's own buffer and its socket's.
      if (response.writableLength > options.maxBufferedBytes) {
        request.log.info(
          { address, buffered: response.writableLength },
          'dropped a stalled stream',
        );
        close(true);
      }
    }
    function close(stalled = false): void {
      if (!open.delete(close)) return;
      timers.clearInterval(heartbeat);
      unsubscribe();
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left === 0) perAddress.delete(address);
      else perAddress.set(address, left);
      // end() would wait for the stalled client to read its backlog first.
      if (stalled) response.destroy();
      else response.end();
    }
    const unsubscribe = feed.subscribe((message) => {
      if (message.betHouse !== betHouse) return;
      for (const candle of message.candles) send(roundEvent(candle));
    });
    const heartbeat = timers.setInterval(() => {
      send(': heartbeat\n\n');
    }, options.heartbeatMs);
    open.add(close);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    response.once('close', () => {
      close();
    });
    // Written after subscribing: a client that has read it misses no round.
    send(`retry: ${RECONNECT_MS}\n\n`);
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close();
    done();
  });
}
