// The address this server listens on, as a loopback origin: how the demo's
// built-in providers (payouts, the game aggregator) call the api over real
// HTTP from inside its own process, whatever public origin APP_ORIGIN names.
import type { FastifyInstance } from 'fastify';

/** http://127.0.0.1:port (or [::1]:port) of this server; null while it is not listening on TCP. */
export function loopbackOrigin(app: FastifyInstance): string | null {
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
