// What every provider double here shares: an HTTP server on 127.0.0.1 (a free
// port) that reads each request's whole body before answering, and a stop
// that does not wait for idle keep-alive connections. Each double adds only
// its party's contract (docs/api/providers.md).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ProviderDouble {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Answers with `status` and, when given, `body` as JSON. */
export function answer(response: ServerResponse, status: number, body?: unknown): ServerResponse {
  if (body === undefined) return response.writeHead(status).end();
  return response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** True when the request carries `Bearer {apiKey}`. */
export const bearerIs = (request: IncomingMessage, apiKey: string): boolean =>
  request.headers.authorization === `Bearer ${apiKey}`;

export async function startProviderDouble(
  handle: (request: IncomingMessage, rawBody: string, response: ServerResponse) => unknown,
): Promise<ProviderDouble> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      handle(request, raw, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/**
 * A double for a test file: started before its tests (and before an app that
 * a later useTestApp builds pointing at it), stopped after them. Its fields
 * are read once its beforeAll ran.
 */
export function useProviderDouble<Double extends ProviderDouble>(
  start: () => Promise<Double>,
): Double {
  let current: Double | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.stop());
  return new Proxy({} as Double, {
    get(_, field) {
      if (current === undefined) throw new Error('the provider double exists once beforeAll ran');
      return current[field as keyof Double];
    },
  });
}
