import type { FastifyInstance } from 'fastify';
import { proposalDecisionRoutes } from './proposal-decision-routes.js';
import { proposingRoutes } from './proposing-routes.js';

export function proposalsRoutes(app: FastifyInstance): Promise<void> {
  proposalDecisionRoutes(app);
  proposingRoutes(app);
  return Promise.resolve();
}
