// GET api/balance/stream: the signed-in player's balance as Server-Sent
// Events (docs/architecture.md#live-balance). The first event is the balance
// now; then one `balance` event after every ledger movement of the player
// commits, in any api process (balance-feed.ts). Each event carries the
// newest entry it includes, so the app drops one older than what it shows.
//
// Bounded like the rounds stream (docs/architecture.md#abuse-limits): at most
// `maxConnections` open streams per process (503 beyond) and `maxPerPlayer`
// per player (429 beyond: a few tabs, not a thousand); a client that stops
// reading is cut once its unsent bytes pass `maxBufferedBytes`.
import type { ServerResponse } from 'node:http';
import { messages } from '@velas/domain/messages';
import type { BalanceEvent } from '@velas/domain/schemas/statement';
import { statementTexts } from '@velas/domain/statement';
import type { FastifyInstance } from 'fastify';
import {
  framed,
  HEARTBEAT_EVENT,
  openEventStream,
  RETRY,
  send,
  type IntervalTimers,
} from '../http/event-stream.js';
import { HttpError } from '../http/http-error.js';
import { BalanceFeed, type BalanceMessage } from './balance-feed.js';
import { latestBalance } from './statement-repository.js';

export interface BalanceStreamOptions {
  heartbeatMs: number;
  maxConnections: number;
  maxPerPlayer: number;
  maxBufferedBytes: number;
  /**
   * A stream older than this is ended at a heartbeat: the client reconnects
   * and signs in with its token again, so a session revoked meanwhile (sign
   * out everywhere, a closed account) stops hearing within this long.
   */
  maxAgeMs: number;
  /** Tests fire heartbeats by hand. */
  timers?: IntervalTimers;
  /** Tests move time by hand. */
  now?: () => number;
}

const balanceEvent = (event: BalanceEvent) =>
  framed(
    Buffer.from(`id: ${String(event.entryId)}\nevent: balance\ndata: ${JSON.stringify(event)}\n\n`),
  );

/** The open streams of this process, by player. */
class BalanceHub {
  private readonly players = new Map<number, Set<ServerResponse>>();
  private readonly owners = new Map<ServerResponse, { userId: number; openedAt: number }>();
  private unsubscribe: (() => void) | undefined;
  private heartbeat: unknown;

  constructor(
    private readonly feed: Pick<BalanceFeed, 'subscribe' | 'ready'>,
    private readonly options: BalanceStreamOptions,
    private readonly timers: IntervalTimers,
  ) {}

  admit(userId: number): void {
    if (this.owners.size >= this.options.maxConnections)
      throw new HttpError(503, messages.streamFull);
    if ((this.players.get(userId)?.size ?? 0) >= this.options.maxPerPlayer)
      throw new HttpError(429, statementTexts.streamTooManyTabs);
  }

  add(userId: number, response: ServerResponse): void {
    let streams = this.players.get(userId);
    if (streams === undefined) {
      streams = new Set();
      this.players.set(userId, streams);
    }
    streams.add(response);
    this.owners.set(response, { userId, openedAt: this.now() });
    if (this.owners.size === 1) {
      this.unsubscribe = this.feed.subscribe((message) => {
        this.announce(message);
      });
      this.heartbeat = this.timers.setInterval(() => {
        this.beat();
      }, this.options.heartbeatMs);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private beat(): void {
    const oldest = this.now() - this.options.maxAgeMs;
    for (const [stream, { openedAt }] of [...this.owners]) {
      if (openedAt < oldest) {
        if (this.remove(stream)) stream.end();
      } else this.deliver(stream, HEARTBEAT_EVENT);
    }
  }

  remove(response: ServerResponse): boolean {
    const userId = this.owners.get(response)?.userId;
    if (userId === undefined) return false;
    this.owners.delete(response);
    const streams = this.players.get(userId);
    streams?.delete(response);
    if (streams?.size === 0) this.players.delete(userId);
    if (this.owners.size === 0) {
      this.unsubscribe?.();
      this.timers.clearInterval(this.heartbeat);
      this.unsubscribe = undefined;
      this.heartbeat = undefined;
    }
    return true;
  }

  all(): ServerResponse[] {
    return [...this.owners.keys()];
  }

  deliver(response: ServerResponse, event: ReturnType<typeof framed>): void {
    if (send(response, event, this.options.maxBufferedBytes)) return;
    if (this.remove(response)) response.destroy();
  }

  private announce(message: BalanceMessage): void {
    const streams = this.players.get(message.userId);
    if (streams === undefined) return;
    const event = balanceEvent({
      balance: message.balance,
      entryId: message.entryId,
    } as BalanceEvent);
    for (const stream of [...streams]) this.deliver(stream, event);
  }
}

export function balanceStreamRoutes(
  app: FastifyInstance,
  feed: Pick<BalanceFeed, 'subscribe' | 'ready'>,
  options: BalanceStreamOptions,
): void {
  const hub = new BalanceHub(feed, options, options.timers ?? globalThis);
  function onClose(this: ServerResponse): void {
    if (hub.remove(this)) this.end();
  }

  app.get('/api/balance/stream', { preValidation: app.authenticate }, async (request, reply) => {
    const { userId } = request;
    hub.admit(userId);
    await feed.ready();
    reply.hijack();
    const response: ServerResponse = reply.raw;
    openEventStream(reply.getHeaders(), response);
    // Listening before reading: a movement that commits in between arrives
    // as an event too, and the app keeps whichever names the newer entry.
    hub.add(userId, response);
    response.write(RETRY);
    response.on('close', onClose);
    try {
      const now = await latestBalance(app.db, userId);
      hub.deliver(
        response,
        balanceEvent({ balance: now.balance, entryId: now.entryId } as BalanceEvent),
      );
    } catch (error: unknown) {
      request.log.warn({ err: error }, 'balance stream: first balance failed');
      // The client reconnects and asks again.
      if (hub.remove(response)) response.destroy();
    }
  });

  app.addHook('preClose', (done) => {
    for (const response of hub.all()) {
      if (hub.remove(response)) response.end();
    }
    done();
  });
}

/** How long a stream lives before its client signs in again (BalanceStreamOptions.maxAgeMs). */
const STREAM_MAX_AGE_MS = 10 * 60_000;

/** A few tabs and a phone of one player; no more. */
const MAX_STREAMS_PER_PLAYER = 10;

/** The feed and the stream of this process, mounted by app.ts at the root. */
export function balanceStreamPlugin(
  app: FastifyInstance,
  options: { heartbeatMs?: number; timers?: IntervalTimers },
  done: () => void,
): void {
  const feed = new BalanceFeed(app.db, (payload) => {
    app.log.warn({ payload }, 'ignored a malformed balance notification');
  });
  balanceStreamRoutes(app, feed, {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxConnections: app.config.STREAM_MAX_CONNECTIONS,
    maxPerPlayer: MAX_STREAMS_PER_PLAYER,
    maxBufferedBytes: app.config.STREAM_MAX_BUFFERED_BYTES,
    maxAgeMs: STREAM_MAX_AGE_MS,
    timers: options.timers,
  });
  app.addHook('onClose', () => feed.stop());
  done();
}
