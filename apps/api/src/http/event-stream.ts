// Not @fastify/sse: one framed buffer per event for all streams
// (docs/architecture.md#performance-targets).
import type { ServerResponse } from 'node:http';
import { historyMessages } from '@velas/domain/messages/history';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Throttled, Unavailable } from '#/domain-errors.js';

/** Clients reconnect after this long when the stream drops (the EventSource `retry`). */
export const RECONNECT_MS = 3_000;

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const RETRY = Buffer.from(`retry: ${RECONNECT_MS}\n\n`);
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
export const STREAM_HEADERS = {
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
export interface Framed {
  data: Buffer;
  chunk: Buffer;
}

export function framed(data: Buffer): Framed {
  const size = Buffer.from(`${data.length.toString(16)}\r\n`);
  return { data, chunk: Buffer.concat([size, data, Buffer.from('\r\n')]) };
}
export const HEARTBEAT_EVENT = framed(HEARTBEAT);

/** Writes the event; false when the client has left more unread than `limit` bytes. */
export function send(response: ServerResponse, event: Framed, limit: number): boolean {
  const { socket } = response;
  if (socket === null || socket.destroyed) return true;
  // An HTTP/1.0 client gets no chunked encoding: the plain bytes, through the response.
  if (response.chunkedEncoding) socket.write(event.chunk);
  else response.write(event.data);
  // The socket's buffer holds what was written to it and not yet sent.
  return socket.writableLength + response.writableLength <= limit;
}

/**
 * Takes the reply over as an event stream, keeping the headers the security
 * and CORS hooks already set on it.
 */
export function openEventStream(
  headers: Record<string, string | number | string[] | undefined>,
  response: ServerResponse,
): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, STREAM_HEADERS);
}

export interface StreamKeys {
  group: string | number;
  holder: string | number;
}

export interface EventStreamsOptions<Meta extends StreamKeys> {
  heartbeatMs: number;
  /** Open streams per process; 503 beyond. */
  maxConnections: number;
  /** Open streams per holder (a client address, a player); 429 with `tooMany` beyond. */
  maxPerHolder: number;
  tooMany: string;
  /** A client that leaves more unread than this is cut. */
  maxBufferedBytes: number;
  /** Tests fire heartbeats by hand. */
  timers?: IntervalTimers;
  listen: () => () => void;
  beat?: (streams: EventStreams<Meta>) => void;
  onRemove?: (response: ServerResponse, meta: Meta) => void;
  onCount?: (count: number) => void;
}

export class EventStreams<Meta extends StreamKeys> {
  private readonly streams = new Map<ServerResponse, Meta>();
  private readonly groups = new Map<Meta['group'], Set<ServerResponse>>();
  private readonly perHolder = new Map<Meta['holder'], number>();
  private readonly timers: IntervalTimers;
  private unsubscribe: (() => void) | undefined;
  private heartbeat: unknown;
  /** One close handler for every stream (`this` is the response): no closure per connection. */
  private readonly onClose: (this: ServerResponse) => void;

  constructor(
    app: FastifyInstance,
    private readonly options: EventStreamsOptions<Meta>,
  ) {
    this.timers = options.timers ?? globalThis;
    const remove = (response: ServerResponse) => this.remove(response);
    this.onClose = function (this: ServerResponse) {
      if (remove(this)) this.end();
    };
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', (done) => {
      for (const response of this.all()) {
        if (this.remove(response)) response.end();
      }
      done();
    });
  }

  /** Throws the pt-BR 503 or 429 when one more stream would pass a cap. */
  admit(holder: Meta['holder']): void {
    if (this.streams.size >= this.options.maxConnections)
      throw new Unavailable(historyMessages.streamFull);
    if ((this.perHolder.get(holder) ?? 0) >= this.options.maxPerHolder)
      throw new Throttled(this.options.tooMany);
  }

  /**
   * Takes the reply over as an event stream and counts it open (listening
   * from the first, beating while any is); the `retry` line is written after,
   * so a client that has read it has missed no event.
   */
  open(reply: FastifyReply, meta: Meta): ServerResponse {
    reply.hijack();
    const response = reply.raw;
    openEventStream(reply.getHeaders(), response);
    let group = this.groups.get(meta.group);
    if (group === undefined) {
      group = new Set();
      this.groups.set(meta.group, group);
    }
    group.add(response);
    this.streams.set(response, meta);
    this.perHolder.set(meta.holder, (this.perHolder.get(meta.holder) ?? 0) + 1);
    this.options.onCount?.(this.streams.size);
    if (this.streams.size === 1) {
      this.unsubscribe = this.options.listen();
      this.heartbeat = this.timers.setInterval(() => {
        if (this.options.beat === undefined) this.sendAll(HEARTBEAT_EVENT);
        else this.options.beat(this);
      }, this.options.heartbeatMs);
    }
    response.write(RETRY);
    response.on('close', this.onClose);
    return response;
  }

  remove(response: ServerResponse): boolean {
    const meta = this.streams.get(response);
    if (meta === undefined) return false;
    this.streams.delete(response);
    this.options.onCount?.(this.streams.size);
    const group = this.groups.get(meta.group);
    group?.delete(response);
    if (group?.size === 0) this.groups.delete(meta.group);
    const left = (this.perHolder.get(meta.holder) ?? 1) - 1;
    if (left === 0) this.perHolder.delete(meta.holder);
    else this.perHolder.set(meta.holder, left);
    if (this.streams.size === 0) {
      this.unsubscribe?.();
      this.timers.clearInterval(this.heartbeat);
      this.unsubscribe = undefined;
      this.heartbeat = undefined;
    }
    this.options.onRemove?.(response, meta);
    return true;
  }

  /** Sends to one stream; a client that stopped reading is cut (end() would wait for it). */
  deliver(response: ServerResponse, event: Framed): void {
    if (send(response, event, this.options.maxBufferedBytes)) return;
    if (this.remove(response)) response.destroy();
  }

  /** A stream that must start over: its client reconnects. */
  drop(response: ServerResponse): void {
    if (this.remove(response)) response.destroy();
  }

  end(response: ServerResponse): void {
    if (this.remove(response)) response.end();
  }

  group(key: Meta['group']): ReadonlySet<ServerResponse> | undefined {
    return this.groups.get(key);
  }

  entries(): [ServerResponse, Meta][] {
    return [...this.streams];
  }

  all(): ServerResponse[] {
    return [...this.streams.keys()];
  }

  get size(): number {
    return this.streams.size;
  }

  private sendAll(event: Framed): void {
    for (const response of this.all()) this.deliver(response, event);
  }
}
