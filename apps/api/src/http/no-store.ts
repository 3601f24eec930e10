// One list, by route, so every answer of those routes — errors included —
// gets the header without each handler remembering it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NO_STORE_ROUTES = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/validate/document',
  // Whether a password would be refused: the answer of a password, never kept.
  '/api/validate/password',
  '/users-api/users',
  '/users-api/users/:userId',
]);

function addNoStoreHook(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (NO_STORE_ROUTES.has(request.routeOptions.url ?? ''))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** For every route of the app, so registered through fastify-plugin. */
export const noStoreHook = fp(addNoStoreHook, { name: 'no-store' });
