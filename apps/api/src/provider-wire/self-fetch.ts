// Over its own socket, as a real provider would, whatever APP_ORIGIN names.
import type { FastifyInstance } from 'fastify';
import type { FetchFn } from './provider-client.js';

/** http://127.0.0.1:port (or [::1]:port) of this server; null while it is not listening on TCP. */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!app.server.listening || address === null || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host =
    address.family === 'IPv6'
      ? `[${wildcard ? '::1' : address.address}]`
      : wildcard
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${String(address.port)}`;
}

/**
 * fetch, with the URL's origin replaced by this server's own. `socketOnly`:
 * no inject() fallback, for a provider whose contract is the wire itself
 * (the demo aggregator, docs/product/games.md#demo-crash-game).
 */
export function selfFetch(app: FastifyInstance, { socketOnly = false } = {}): FetchFn {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const path = `${url.pathname}${url.search}`;
    const origin = loopbackOrigin(app);
    if (origin !== null) return fetch(`${origin}${path}`, init);
    if (socketOnly) throw new Error('this provider needs the api listening on a TCP port');
    const answer = await app.inject({
      method: init?.method ?? 'GET',
      url: path,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': answer.headers['content-type'] ?? 'application/json' },
    });
  };
}

/** A URL for selfFetch: only its path and query are used. */
export const selfUrl = (path: string) => `http://self${path}`;
