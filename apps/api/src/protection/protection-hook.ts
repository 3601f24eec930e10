// An account without limits (one from before player protection) is kept to the
// calls that let it choose them, withdraw, see its history and sign out.
import { protectionRefusals } from '@velas/domain/protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '#/domain-errors.js';
import { limitsInForce } from './protection-repository.js';
import type { LimitChange } from './protection-repository.js';
import { refuse, trackPlaySession } from './protection.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The player's limits in force, read once per request (protection/protection-hook.ts). */
    limits: LimitChange | null;
  }
}

const OPEN_WITHOUT_LIMITS = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/profile',
  'GET /api/transactions',
  'POST /api/withdraws',
]);

function openWithoutLimits(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return url.startsWith('/api/protection/') || OPEN_WITHOUT_LIMITS.has(`${request.method} ${url}`);
}

function addProtectionHook(app: FastifyInstance): void {
  app.decorateRequest('limits', null);
  app.addHook('preHandler', async (request) => {
    if (request.userId === 0) return;
    const now = app.clock();
    request.limits = await limitsInForce(app.db, request.userId, now);
    await trackPlaySession(app.db, request.userId, request.limits, now);
    if (openWithoutLimits(request)) return;
    if (request.limits === null)
      refuse(app.db, 'limits_required', new Forbidden(protectionRefusals.limitsRequired));
  });
}

/** For every route of the app, so registered through fastify-plugin. */
export const protectionHook = fp(addProtectionHook, {
  name: 'protection-hook',
  dependencies: ['database', 'auth'],
});
