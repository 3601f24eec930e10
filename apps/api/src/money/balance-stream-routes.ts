// `maxPerPlayer` allows a few tabs, not a thousand.
import { MINUTE_MS } from '@velas/domain/calendar';
import type { BalanceEvent } from '@velas/domain/schemas/statement';
import { statementTexts } from '@velas/domain/statement';
import type { FastifyInstance } from 'fastify';
import { EventStreams, framed, HEARTBEAT_EVENT, type IntervalTimers } from '#/http/event-stream.js';
import { BalanceFeed, balanceNow, type BalanceMessage } from './balance-feed.js';

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

interface BalanceStream {
  group: number;
  holder: number;
  openedAt: number;
}

export function balanceStreamRoutes(
  app: FastifyInstance,
  feed: Pick<BalanceFeed, 'subscribe' | 'ready'>,
  options: BalanceStreamOptions,
): void {
  const now = options.now ?? Date.now;
  const streams: EventStreams<BalanceStream> = new EventStreams(app, {
    heartbeatMs: options.heartbeatMs,
    maxConnections: options.maxConnections,
    maxPerHolder: options.maxPerPlayer,
    tooMany: statementTexts.streamTooManyTabs,
    maxBufferedBytes: options.maxBufferedBytes,
    timers: options.timers,
    listen: () => feed.subscribe(announce),
    // A stream past its age ends at a heartbeat: its client signs in again.
    beat: (open) => {
      const oldest = now() - options.maxAgeMs;
      for (const [stream, { openedAt }] of open.entries()) {
        if (openedAt < oldest) open.end(stream);
        else open.deliver(stream, HEARTBEAT_EVENT);
      }
    },
  });

  function announce(message: BalanceMessage): void {
    const players = streams.group(message.userId);
    if (players === undefined) return;
    const event = balanceEvent({
      balance: message.balance,
      entryId: message.entryId,
    } as BalanceEvent);
    for (const stream of [...players]) streams.deliver(stream, event);
  }

  app.get('/api/balance/stream', { preValidation: app.authenticate }, async (request, reply) => {
    const { userId } = request;
    streams.admit(userId);
    await feed.ready();
    // Listening before reading: a movement that commits in between arrives
    // as an event too, and the app keeps whichever names the newer entry.
    const response = streams.open(reply, { group: userId, holder: userId, openedAt: now() });
    try {
      const latest = await balanceNow(app.db, userId);
      streams.deliver(response, balanceEvent({ balance: latest.balance, entryId: latest.entryId }));
    } catch (error: unknown) {
      request.log.warn({ err: error }, 'balance stream: first balance failed');
      // The client reconnects and asks again.
      streams.drop(response);
    }
  });
}

/** How long a stream lives before its client signs in again (BalanceStreamOptions.maxAgeMs). */
const STREAM_MAX_AGE_MS = 10 * MINUTE_MS;

/** A few tabs and a phone of one player; no more. */
const MAX_STREAMS_PER_PLAYER = 10;

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
