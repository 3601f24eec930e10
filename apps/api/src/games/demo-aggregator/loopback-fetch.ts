// How the demo aggregator and the operator reach each other: over real HTTP,
// as a real aggregator does (docs/product.md#demo-crash-game). Both live in
// this process, so a request goes to the socket this server listens on
// (loopback), whatever public origin APP_ORIGIN names: the same parser,
// signature check and limits as any outside caller, through the same client
// code that calls a real aggregator.
import type { FastifyInstance } from 'fastify';
import { loopbackOrigin } from '../../http/loopback-origin.js';
import type { FetchFn } from '../../provider-wire/http-json.js';

/** This server's loopback origin; throws while it is not listening. */
export function listeningOrigin(app: FastifyInstance): string {
  const origin = loopbackOrigin(app);
  if (origin === null) throw new Error('the demo aggregator needs the api listening on a TCP port');
  return origin;
}

/** fetch, with the URL's origin replaced by this server's loopback origin. */
export function loopbackFetch(app: FastifyInstance): FetchFn {
  return (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    return fetch(`${listeningOrigin(app)}${url.pathname}${url.search}`, init);
  };
}
