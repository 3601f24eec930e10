// A fetch that answers from the app itself (Fastify's inject): how our
// game/url request reaches the demo aggregator living in the same process,
// through the same client code that calls a real aggregator over the network.
import type { FastifyInstance } from 'fastify';
import type { FetchFn } from '../../provider-wire/http-json.js';

export function injectFetch(app: FastifyInstance): FetchFn {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': response.headers['content-type'] ?? 'application/json' },
    });
  };
}
