import type { FastifyInstance } from 'fastify';
import { proposalsRoutes } from './adjustments/proposals-routes.js';
import { playersRoutes } from './players/players-routes.js';
import { queuesRoutes } from './queues/queues-routes.js';
import {
  reconciliationRoutes,
  type ReconciliationOptions,
} from './reconciliation/reconciliation-routes.js';

export const backofficeFeatureRoutes = [
  playersRoutes,
  queuesRoutes,
  proposalsRoutes,
  reconciliationRoutes,
] as const;

/**
 * `fakeReport`: what the composition hands the features (the demo
 * aggregator's report). Only that is passed on: the options Fastify gave this
 * plugin carry its prefix, which the features would add a second time.
 */
export async function backofficeRoutes(
  app: FastifyInstance,
  { fakeReport }: ReconciliationOptions,
): Promise<void> {
  for (const routes of backofficeFeatureRoutes) await app.register(routes, { fakeReport });
}
