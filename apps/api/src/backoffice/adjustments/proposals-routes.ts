// The four-eyes routes (docs/operations/back-office-queues.md#four-eyes) on the ops listener:
// propose an adjustment or a held withdrawal's or win's release, list what waits,
// approve or reject, each group in its own file. Money actions: each asks the
// TOTP code again (freshTotp).
import type { FastifyInstance } from 'fastify';
import { proposalDecisionRoutes } from './proposal-decision-routes.js';
import { proposingRoutes } from './proposing-routes.js';

export function proposalsRoutes(app: FastifyInstance): Promise<void> {
  proposalDecisionRoutes(app);
  proposingRoutes(app);
  return Promise.resolve();
}
