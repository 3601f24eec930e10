// GET /rounds/stream?betHouse=: Server-Sent Events, one `round` event (data =
// the Candle JSON) per new round of the house, whichever api process stored it.
// A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
//
// Built for ten thousand open streams per process (issue 19 §5): each round
// is serialized once into one buffer that every stream of its house is sent,
// one feed subscription and one heartbeat timer serve all the streams, and an
// open stream keeps nothing but its socket's response in memory.
import type { ServerResponse } from 'node:http';
import { streamQuerySchema, type Candle } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RoundFeed, RoundMessage } from './round-feed.js';

/** Clients reconnect after this long when the stream drops (the EventSource `retry`). */
const RECONNECT_MS = 3_000;
const RETRY = Buffer.from(`retry: ${RECONNECT_MS}\n\n`);
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * The stream's responses use chunked transfer encoding (no length is known).
 * A buffer framed as one chunk is written straight to each socket: per
 * stream that is one socket write, where ServerResponse.write would frame
 * the same bytes again for every one of ten thousand streams.
 */
interface Framed {
  data: Buffer;
  chunk: Buffer;
}

function framed(data: Buffer): Framed {
  const size = Buffer.from(`${data.length.toString(16)}\r\n`);
  return { data, chunk: Buffer.concat([size, data, Buffer.from('\r\n')]) };
}
const HEARTBEAT_EVENT = framed(HEARTBEAT);

function send(response: ServerResponse, event: Framed): void {
  const { socket } = response;
  if (socket === null || socket.destroyed) return;
  // An HTTP/1.0 client gets no chunked encoding: the plain bytes, through the response.
  if (response.chunkedEncoding) socket.write(event.chunk);
  else response.write(event.data);
}

function roundEvent(candle: Candle): string {
  return `id: ${candle.id}\nevent: round\ndata: ${JSON.stringify(candle)}\n\n`;
}

/** The open streams of this process, by betting house. */
class StreamHub {
  private readonly houses = new Map<string, Set<ServerResponse>>();
  private count = 0;
  private unsubscribe: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly feed: RoundFeed,
    private readonly heartbeatMs: number,
  ) {}

  /** While a stream is open the hub listens to the feed and beats; with none, it does neither. */
  add(betHouse: string, response: ServerResponse): void {
    let house = this.houses.get(betHouse);
    if (house === undefined) {
      house = new Set();
      this.houses.set(betHouse, house);
    }
    house.add(response);
    this.count += 1;
    if (this.count === 1) {
      this.unsubscribe = this.feed.subscribe((message) => {
        this.broadcast(message);
      });
      this.heartbeat = setInterval(() => {
        this.beat();
      }, this.heartbeatMs);
    }
  }

  remove(betHouse: string, response: ServerResponse): boolean {
    const house = this.houses.get(betHouse);
    if (house?.delete(response) !== true) return false;
    if (house.size === 0) this.houses.delete(betHouse);
    this.count -= 1;
    if (this.count === 0) {
      this.unsubscribe?.();
      clearInterval(this.heartbeat);
      this.unsubscribe = undefined;
      this.heartbeat = undefined;
    }
    return true;
  }

  /** Every open stream, for closing them all. */
  all(): [string, ServerResponse][] {
    return [...this.houses].flatMap(([betHouse, house]) =>
      [...house].map((response): [string, ServerResponse] => [betHouse, response]),
    );
  }

  private broadcast(message: RoundMessage): void {
    const house = this.houses.get(message.betHouse);
    if (house === undefined || message.candles.length === 0) return;
    // Serialized, encoded and framed once, however many streams receive it.
    const event = framed(Buffer.from(message.candles.map(roundEvent).join('')));
    for (const response of house) send(response, event);
  }

  private beat(): void {
    for (const house of this.houses.values())
      for (const response of house) send(response, HEARTBEAT_EVENT);
  }
}

export function streamRoutes(
  instance: FastifyInstance,
  feed: RoundFeed,
  heartbeatMs: number,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const hub = new StreamHub(feed, heartbeatMs);

  // An event stream, not JSON: only the query is declared.
  app.get('/rounds/stream', { schema: { querystring: streamQuerySchema } }, (request, reply) => {
    const { betHouse } = request.query;
    reply.hijack();
    const response: ServerResponse = reply.raw;
    // Keep the headers the security and CORS hooks already set on the reply.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, STREAM_HEADERS);
    hub.add(betHouse, response);
    // Written after subscribing: a client that has read it misses no round.
    response.write(RETRY);
    // Only the response is kept: the close handler needs no request or reply.
    response.once('close', () => {
      if (hub.remove(betHouse, response)) response.end();
    });
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', (done) => {
    for (const [betHouse, response] of hub.all()) {
      if (hub.remove(betHouse, response)) response.end();
    }
    done();
  });
}
