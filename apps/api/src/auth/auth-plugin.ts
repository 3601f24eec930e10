// preValidation: after the body is parsed, before route schemas validate it.
// Authenticated answers are personal, so they are never cached.
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthenticated } from '#/domain-errors.js';
import { recordPresence } from './presence-repository.js';
import { userOfToken } from './sessions.js';
import { bearerToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation: 401 unless the request carries a live bearer token; sets request.userId. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The authenticated platform user; 0 before `authenticate` ran. */
    userId: number;
  }
}

export const authPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('userId', 0);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request.headers.authorization);
      const now = app.clock();
      const userId = token === null ? null : await userOfToken(app.db, token, now);
      if (userId === null) throw new Unauthenticated(authMessages.unauthenticated);
      request.userId = userId;
      await recordPresence(app.db, userId, now);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
