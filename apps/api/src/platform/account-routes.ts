import type { FastifyInstance } from 'fastify';
import { kycStatusRoute } from './kyc-status-route.js';
import { meAndProfileRoutes } from './me-and-profile-routes.js';
import { presenceRoute } from './presence-route.js';
import { userUpdateRoute } from './user-update-route.js';

export function accountRoutes(app: FastifyInstance): void {
  meAndProfileRoutes(app);
  kycStatusRoute(app);
  presenceRoute(app);
  userUpdateRoute(app);
}
