// GET /rounds/stream?betHouse=: Server-Sent Events, one `round` event (data =
// the Candle JSON) per new round of the house, whichever api process stored it.
// A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
//
// Built for ten thousand open streams per process (docs/architecture.md#performance-targets): each round
// is serialized once into one buffer that every stream of its house is sent,
// one feed subscription and one heartbeat timer serve all the streams, and an
// open stream keeps nothing but its socket's response in memory.
//
// Bounded (docs/architecture.md#abuse-limits): at most `maxConnections` open streams per process
// (503 beyond) and `maxPerAddress` per client address (429 beyond); a client
// that does not read is dropped once its unsent bytes exceed
// `maxBufferedBytes`, so one stalled phone cannot make the server buffer
// every round for it.
import type { ServerResponse } from 'node:http';
import { messages } from '@velas/domain/messages';
import { streamQuerySchema, type Candle } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../http/address-key.js';
import {
  framed,
  HEARTBEAT_EVENT,
  openEventStream,
  RETRY,
  send,
  type Framed,
  type IntervalTimers,
} from '../http/event-stream.js';
import { HttpError } from '../http/http-error.js';
import { toCandle } from './candles.js';
import { errorAnswers, operation, TAGS } from './public-reads.js';
import type { RoundFeed, RoundMessage } from './round-feed.js';
import { roundsAfter } from './rounds-repository.js';

/** At most this many missed rounds are replayed to a client that reconnects. */
export const REPLAY_LIMIT = 500;
const LAST_EVENT_ID = /^\d{1,15}$/;

export interface StreamOptions {
  heartbeatMs: number;
  maxConnections: number;
  maxPerAddress: number;
  maxBufferedBytes: number;
  /** Streams written per turn of the event loop; default 1,000. */
  writesPerSlice?: number;
  /** Tests fire heartbeats by hand. */
  timers?: IntervalTimers;
  /** Told the number of open streams whenever it changes (the live-streams metric). */
  onOpenStreams?: (count: number) => void;
}

function roundEvent(candle: Candle): string {
  return `id: ${candle.id}\nevent: round\ndata: ${JSON.stringify(candle)}\n\n`;
}

/**
 * Streams written in one turn of the event loop: a round for ten thousand
 * streams goes out in ten slices of ~10 ms (each write is a syscall), and
 * the requests that arrive meanwhile are answered between slices.
 */
const WRITES_PER_SLICE = 1_000;

/** One event on its way to the streams that were open when it was published. */
interface FanOut {
  event: Framed;
  streams: ServerResponse[];
  next: number;
}

interface OpenStream {
  betHouse: string;
  address: string;
}

/** The open streams of this process, by betting house, within the caps. */
class StreamHub {
  private readonly houses = new Map<string, Set<ServerResponse>>();
  private readonly streams = new Map<ServerResponse, OpenStream>();
  private readonly perAddress = new Map<string, number>();
  /** Events not yet written to every stream, oldest first: each stream gets them in order. */
  private readonly fanOuts: FanOut[] = [];
  /**
   * Streams catching up after a reconnect (Last-Event-ID): the rounds
   * announced meanwhile wait here, and go out after the replay, minus the
   * ones the replay already held.
   */
  private readonly catchingUp = new Map<ServerResponse, Candle[]>();
  private draining = false;
  private unsubscribe: (() => void) | undefined;
  private heartbeat: unknown;

  constructor(
    private readonly feed: Pick<RoundFeed, 'subscribe'>,
    private readonly options: StreamOptions,
    private readonly timers: IntervalTimers,
  ) {}

  /** Throws the pt-BR 503 or 429 when one more stream would pass a cap. */
  admit(address: string): void {
    if (this.streams.size >= this.options.maxConnections)
      throw new HttpError(503, messages.streamFull);
    if ((this.perAddress.get(address) ?? 0) >= this.options.maxPerAddress)
      throw new HttpError(429, messages.streamTooManyFromAddress);
  }

  /** While a stream is open the hub listens to the feed and beats; with none, it does neither. */
  add(betHouse: string, address: string, response: ServerResponse, catchUp = false): void {
    if (catchUp) this.catchingUp.set(response, []);
    let house = this.houses.get(betHouse);
    if (house === undefined) {
      house = new Set();
      this.houses.set(betHouse, house);
    }
    house.add(response);
    this.streams.set(response, { betHouse, address });
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.options.onOpenStreams?.(this.streams.size);
    if (this.streams.size === 1) {
      this.unsubscribe = this.feed.subscribe((message) => {
        this.broadcast(message);
      });
      this.heartbeat = this.timers.setInterval(() => {
        this.beat();
      }, this.options.heartbeatMs);
    }
  }

  remove(response: ServerResponse): boolean {
    const stream = this.streams.get(response);
    if (stream === undefined) return false;
    this.streams.delete(response);
    this.catchingUp.delete(response);
    this.options.onOpenStreams?.(this.streams.size);
    const house = this.houses.get(stream.betHouse);
    house?.delete(response);
    if (house?.size === 0) this.houses.delete(stream.betHouse);
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left === 0) this.perAddress.delete(stream.address);
    else this.perAddress.set(stream.address, left);
    if (this.streams.size === 0) {
      this.unsubscribe?.();
      this.timers.clearInterval(this.heartbeat);
      this.unsubscribe = undefined;
      this.heartbeat = undefined;
    }
    return true;
  }

  /** Every open stream, for closing them all. */
  all(): ServerResponse[] {
    return [...this.streams.keys()];
  }

  /** Ends a stream's catch-up: the replayed rounds, then what arrived meanwhile and was not replayed. */
  finishCatchUp(response: ServerResponse, replayed: readonly Candle[]): void {
    const waiting = this.catchingUp.get(response);
    if (waiting === undefined) return;
    this.catchingUp.delete(response);
    const sent = new Set(replayed.map((candle) => candle.id));
    const candles = [...replayed, ...waiting.filter((candle) => !sent.has(candle.id))];
    if (candles.length > 0)
      this.deliver(response, framed(Buffer.from(candles.map(roundEvent).join(''))));
  }

  private broadcast(message: RoundMessage): void {
    const house = this.houses.get(message.betHouse);
    if (house === undefined || message.candles.length === 0) return;
    let streams = [...house];
    if (this.catchingUp.size > 0)
      streams = streams.filter((response) => {
        const waiting = this.catchingUp.get(response);
        waiting?.push(...message.candles);
        return waiting === undefined;
      });
    // Serialized, encoded and framed once, however many streams receive it.
    this.publish(framed(Buffer.from(message.candles.map(roundEvent).join(''))), streams);
  }

  private beat(): void {
    this.publish(HEARTBEAT_EVENT, this.all());
  }

  /**
   * The first slice is written at once; the rest one slice per turn of the
   * event loop (setImmediate), so ten thousand socket writes never hold up
   * requests for long and a later event waits for the earlier one's slices.
   */
  private publish(event: Framed, streams: ServerResponse[]): void {
    this.fanOuts.push({ event, streams, next: 0 });
    if (!this.draining) this.drain();
  }

  private drain(): void {
    let budget = this.options.writesPerSlice ?? WRITES_PER_SLICE;
    while (budget > 0) {
      const fanOut = this.fanOuts[0];
      if (fanOut === undefined) break;
      const end = Math.min(fanOut.streams.length, fanOut.next + budget);
      budget -= end - fanOut.next;
      for (; fanOut.next < end; fanOut.next += 1) {
        const response = fanOut.streams[fanOut.next];
        if (response !== undefined) this.deliver(response, fanOut.event);
      }
      if (fanOut.next === fanOut.streams.length) this.fanOuts.shift();
    }
    this.draining = this.fanOuts.length > 0;
    if (this.draining) setImmediate(this.drainLater);
  }

  private readonly drainLater = () => {
    this.drain();
  };

  /** Sends to one stream; a client that stopped reading is cut (end() would wait for it). */
  deliver(response: ServerResponse, event: Framed): void {
    if (send(response, event, this.options.maxBufferedBytes)) return;
    if (this.remove(response)) response.destroy();
  }
}

export function streamRoutes(
  instance: FastifyInstance,
  feed: Pick<RoundFeed, 'subscribe'>,
  options: StreamOptions,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const hub = new StreamHub(feed, options, options.timers ?? globalThis);
  // One close handler for every stream (`this` is the response): no closure
  // per connection, and `on` rather than `once`, which wraps each listener.
  function onClose(this: ServerResponse): void {
    if (hub.remove(this)) this.end();
  }

  // An event stream, not JSON: its body is documented, never serialized.
  const schema = {
    ...operation(
      'streamRounds',
      TAGS.openData,
      'Rodadas novas ao vivo',
      'Server-Sent Events: um evento `round` por rodada nova da casa, com a vela em JSON no `data`; um comentário de tempos em tempos mantém a conexão aberta. Limite de conexões por endereço (429) e no servidor (503).',
    ),
    querystring: streamQuerySchema,
    response: {
      200: {
        description: 'O fluxo de eventos, aberto até o cliente fechar.',
        content: {
          'text/event-stream': {
            schema: z.string().meta({
              description: 'Eventos `round` com a vela (mesmos campos de history-odd) em JSON.',
              examples: [
                'retry: 3000\n\nevent: round\ndata: {"id":1,"odd":2.72,"time":1773164420000,"hour":"14:40:20","date":"2026-03-10","formattedDate":"10/03/2026 14:40:20","betHouse":"MINES_BET"}\n\n',
              ],
            }),
          },
        },
      },
      ...errorAnswers(400, 429, 503),
    },
  };
  app.get('/rounds/stream', { schema }, (request, reply) => {
    const { betHouse } = request.query;
    const address = addressKey(request.ip);
    hub.admit(address);
    reply.hijack();
    const response: ServerResponse = reply.raw;
    openEventStream(reply.getHeaders(), response);
    // A client back from a dropped connection (another process after a
    // restart, too) names the last round it got: it is sent what it missed,
    // from the database, before anything live (docs/operations.md#rolling-restart).
    const lastEventId = request.headers['last-event-id'];
    const catchUp = typeof lastEventId === 'string' && LAST_EVENT_ID.test(lastEventId);
    hub.add(betHouse, address, response, catchUp);
    // Written after subscribing: a client that has read it misses no round.
    response.write(RETRY);
    response.on('close', onClose);
    if (!catchUp) return;
    roundsAfter(app.db, betHouse, Number(lastEventId), REPLAY_LIMIT).then(
      (rows) => {
        hub.finishCatchUp(response, rows.map(toCandle));
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'stream: replay after reconnect failed');
        // The client reconnects and asks again.
        if (hub.remove(response)) response.destroy();
      },
    );
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', (done) => {
    for (const response of hub.all()) {
      if (hub.remove(response)) response.end();
    }
    done();
  });
}
