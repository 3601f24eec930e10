// GET /rounds/stream?betHouse=: Server-Sent Events, one `round` event (data =
// the Candle JSON) per new round of the house, whichever api process stored it.
// A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
import type { ServerResponse } from 'node:http';
import { streamQuerySchema, type Candle } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RoundFeed } from './round-feed.js';

/** Clients reconnect after this long when the stream drops (the EventSource `retry`). */
const RECONNECT_MS = 3_000;

function roundEvent(candle: Candle): string {
  return `id: ${candle.id}\nevent: round\ndata: ${JSON.stringify(candle)}\n\n`;
}

export function streamRoutes(
  instance: FastifyInstance,
  feed: RoundFeed,
  heartbeatMs: number,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const open = new Set<() => void>();

  // An event stream, not JSON: only the query is declared.
  app.get('/rounds/stream', { schema: { querystring: streamQuerySchema } }, (request, reply) => {
    const { betHouse } = request.query;
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

    const unsubscribe = feed.subscribe((message) => {
      if (message.betHouse !== betHouse) return;
      for (const candle of message.candles) response.write(roundEvent(candle));
    });
    // Written after subscribing: a client that has read it misses no round.
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), heartbeatMs);
    const close = () => {
      if (!open.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };
    open.add(close);
    response.once('close', close);
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close();
    done();
  });
}
