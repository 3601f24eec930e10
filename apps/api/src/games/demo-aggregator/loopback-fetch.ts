// How the demo aggregator and the operator reach each other: over real HTTP,
// as a real aggregator does (docs/product.md#demo-crash-game). Both live in
// this process, so a request goes to the socket this server listens on
// (loopback), whatever public origin APP_ORIGIN names: the same parser,
// signature check and limits as any outside caller, through the same client
// code that calls a real aggregator.
import type { FastifyInstance } from 'fastify';
import type { FetchFn } from '../../provider-wire/http-json.js';

/** http://127.0.0.1:port (or [::1]) of this server; throws while it is not listening. */
export function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the demo aggregator needs the api listening on a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host =
    address.family === 'IPv6'
      ? `[${wildcard ? '::1' : address.address}]`
      : wildcard
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${String(address.port)}`;
}

/** fetch, with the URL's origin replaced by this server's loopback origin. */
export function loopbackFetch(app: FastifyInstance): FetchFn {
  return (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    return fetch(`${loopbackOrigin(app)}${url.pathname}${url.search}`, init);
  };
}
