// What every Server-Sent Events route of the api writes the same way: the
// headers, the reconnect delay, the heartbeat, and one buffer framed as one
// HTTP chunk so a fan-out to many streams is one socket write each
// (history/stream-routes.ts, money/balance-stream-routes.ts).
import type { ServerResponse } from 'node:http';

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
