// How the demo's impedidos double is reached from its own process: over the
// socket this server listens on (as the demo aggregator is, loopback-fetch.ts),
// or, in a process that only answers inject() (the api's tests), through
// inject(): the same routes, parser and contract, without a socket.
import type { FastifyInstance } from 'fastify';
import { loopbackOrigin } from '../http/loopback-origin.js';
import type { FetchFn } from '../provider-wire/http-json.js';

export function inProcessFetch(app: FastifyInstance): FetchFn {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const origin = loopbackOrigin(app);
    if (origin !== null) return fetch(`${origin}${url.pathname}${url.search}`, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': answer.headers['content-type'] ?? 'application/json' },
    });
  };
}
