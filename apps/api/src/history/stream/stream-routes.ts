// Built for ten thousand streams per process (docs/architecture.md#performance-targets):
// a round is serialized once per house, and a stalled phone is dropped rather
// than buffered for.
import type { ServerResponse } from 'node:http';
import { historyMessages } from '@velas/domain/messages/history';
import { streamQuerySchema, type Candle } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '#/http/address-key.js';
import {
  EventStreams,
  framed,
  HEARTBEAT_EVENT,
  type Framed,
  type IntervalTimers,
} from '#/http/event-stream.js';
import { errorAnswers, operation, TAGS } from '../open-data/public-reads.js';
import type { RoundFeed, RoundMessage } from '../rounds/round-feed.js';
import { missedRounds } from './replay.js';

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
 * streams goes out in ten short slices (each write is a syscall), and
 * the requests that arrive meanwhile are answered between slices.
 */
const WRITES_PER_SLICE = 1_000;

/** One event on its way to the streams that were open when it was published. */
interface FanOut {
  event: Framed;
  streams: ServerResponse[];
  next: number;
}

interface RoundStream {
  group: string;
  holder: string;
}

/** Each round of a house, serialized once, out to its streams in slices; a reconnect's catch-up. */
class RoundFanOut {
  /** Events not yet written to every stream, oldest first: each stream gets them in order. */
  private readonly fanOuts: FanOut[] = [];
  /**
   * Streams catching up after a reconnect (Last-Event-ID): the rounds
   * announced meanwhile wait here, and go out after the replay, minus the
   * ones the replay already held.
   */
  private readonly catchingUp = new Map<ServerResponse, Candle[]>();
  /**
   * Streams back from a catch-up, with the newest round id they hold. This
   * process may hear a round's announcement after its replay already read
   * the round from the database (the announcement travels on another
   * connection), or after the client got it from the process it left; such
   * a round is not sent again. The mark goes once a newer round arrives
   * live: announcements come in commit order, so no older one can follow.
   */
  private readonly caughtUpTo = new Map<ServerResponse, number>();
  private draining = false;

  constructor(
    private readonly streams: EventStreams<RoundStream>,
    private readonly writesPerSlice: number,
  ) {}

  startCatchUp(response: ServerResponse): void {
    this.catchingUp.set(response, []);
  }

  /** Ends a stream's catch-up: the replayed rounds, then what arrived meanwhile and was not replayed. */
  finishCatchUp(response: ServerResponse, lastEventId: number, replayed: readonly Candle[]): void {
    const waiting = this.catchingUp.get(response);
    if (waiting === undefined) return;
    this.catchingUp.delete(response);
    const mark = Math.max(lastEventId, ...replayed.map((candle) => candle.id));
    const candles = [...replayed, ...waiting.filter((candle) => candle.id > mark)];
    this.caughtUpTo.set(response, Math.max(mark, ...candles.map((candle) => candle.id)));
    this.deliverTo(response, candles);
  }

  forget(response: ServerResponse): void {
    this.catchingUp.delete(response);
    this.caughtUpTo.delete(response);
  }

  broadcast(message: RoundMessage): void {
    const house = this.streams.group(message.betHouse);
    if (house === undefined || message.candles.length === 0) return;
    let streams = [...house];
    if (this.catchingUp.size > 0 || this.caughtUpTo.size > 0)
      streams = streams.filter((response) => {
        const waiting = this.catchingUp.get(response);
        waiting?.push(...message.candles);
        const mark = this.caughtUpTo.get(response);
        if (mark !== undefined) {
          if (message.candles.some((candle) => candle.id > mark)) this.caughtUpTo.delete(response);
          this.deliverTo(
            response,
            message.candles.filter((candle) => candle.id > mark),
          );
        }
        return waiting === undefined && mark === undefined;
      });
    // Serialized, encoded and framed once, however many streams receive it.
    this.publish(framed(Buffer.from(message.candles.map(roundEvent).join(''))), streams);
  }

  private deliverTo(response: ServerResponse, candles: readonly Candle[]): void {
    if (candles.length > 0)
      this.streams.deliver(response, framed(Buffer.from(candles.map(roundEvent).join(''))));
  }

  beat(): void {
    this.publish(HEARTBEAT_EVENT, this.streams.all());
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
    let budget = this.writesPerSlice;
    while (budget > 0) {
      const fanOut = this.fanOuts[0];
      if (fanOut === undefined) break;
      const end = Math.min(fanOut.streams.length, fanOut.next + budget);
      budget -= end - fanOut.next;
      for (; fanOut.next < end; fanOut.next += 1) {
        const response = fanOut.streams[fanOut.next];
        if (response !== undefined) this.streams.deliver(response, fanOut.event);
      }
      if (fanOut.next === fanOut.streams.length) this.fanOuts.shift();
    }
    this.draining = this.fanOuts.length > 0;
    if (this.draining) setImmediate(this.drainLater);
  }

  private readonly drainLater = () => {
    this.drain();
  };
}

// An event stream, not JSON: its body is documented, never serialized. A fresh
// object for each app, as Fastify marks the schema objects it has read.
const streamRoundsSchema = () => ({
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
});

export function streamRoutes(
  instance: FastifyInstance,
  feed: Pick<RoundFeed, 'subscribe'>,
  options: StreamOptions,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streams: EventStreams<RoundStream> = new EventStreams(instance, {
    heartbeatMs: options.heartbeatMs,
    maxConnections: options.maxConnections,
    maxPerHolder: options.maxPerAddress,
    tooMany: historyMessages.streamTooManyFromAddress,
    maxBufferedBytes: options.maxBufferedBytes,
    timers: options.timers,
    listen: () =>
      feed.subscribe((message) => {
        rounds.broadcast(message);
      }),
    beat: () => {
      rounds.beat();
    },
    onRemove: (response) => {
      rounds.forget(response);
    },
    onCount: options.onOpenStreams,
  });
  const rounds = new RoundFanOut(streams, options.writesPerSlice ?? WRITES_PER_SLICE);

  app.get('/rounds/stream', { schema: streamRoundsSchema() }, (request, reply) => {
    const { betHouse } = request.query;
    const address = addressKey(request.ip);
    streams.admit(address);
    // A client back from a dropped connection (another process after a
    // restart, too) names the last round it got: it is sent what it missed,
    // from the database, before anything live.
    const lastEventId = request.headers['last-event-id'];
    const catchUp = typeof lastEventId === 'string' && LAST_EVENT_ID.test(lastEventId);
    const response = streams.open(reply, { group: betHouse, holder: address });
    if (!catchUp) return;
    rounds.startCatchUp(response);
    missedRounds(app.db, { betHouse, afterId: Number(lastEventId) }).then(
      (candles) => {
        rounds.finishCatchUp(response, Number(lastEventId), candles);
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'stream: replay after reconnect failed');
        // The client reconnects and asks again.
        streams.drop(response);
      },
    );
  });
}
