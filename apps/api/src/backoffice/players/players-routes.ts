import type { FastifyInstance } from 'fastify';
import { playerActionRoutes } from './player-action-routes.js';
import { playerLookupRoutes } from './player-lookup-routes.js';

export function playersRoutes(app: FastifyInstance): Promise<void> {
  playerLookupRoutes(app);
  playerActionRoutes(app);
  return Promise.resolve();
}
