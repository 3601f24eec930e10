// Decisions that move money ask the TOTP code again (freshTotp).
import type { FastifyInstance } from 'fastify';
import { heldQueueRoutes } from './held-queue-routes.js';
import { identityQueuesRoutes } from './identity-queues-routes.js';
import { payoutsQueueRoutes } from './payouts-queue-routes.js';
import { receivedQueueRoutes } from './received-queue-routes.js';

export function queuesRoutes(app: FastifyInstance): Promise<void> {
  heldQueueRoutes(app);
  payoutsQueueRoutes(app);
  receivedQueueRoutes(app);
  identityQueuesRoutes(app);
  return Promise.resolve();
}
