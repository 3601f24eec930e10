// GET api/auth/me, api/profile, api/legitimuzStatus, api/presence; POST
// api/userUpdate, each group in its own file.
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
