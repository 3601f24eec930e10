// The back office's player routes (docs/operations/back-office-queues.md#back-office-queues-and-actions),
// on the ops listener behind the staff session check, which enforces each
// route's config.permission and sets request.staff. Each group has its own file.
import type { FastifyInstance } from 'fastify';
import { playerActionRoutes } from './player-action-routes.js';
import { playerLookupRoutes } from './player-lookup-routes.js';

export function playersRoutes(app: FastifyInstance): Promise<void> {
  playerLookupRoutes(app);
  playerActionRoutes(app);
  return Promise.resolve();
}
