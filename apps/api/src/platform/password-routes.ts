// Each of these also ends every game-session token.
import type { FastifyInstance } from 'fastify';
import { logoutEverywhereRoute } from './logout-everywhere-route.js';
import { passwordChangeRoute } from './password-change-route.js';
import { passwordResetRoutes } from './password-reset-routes.js';

export function passwordRoutes(app: FastifyInstance): void {
  passwordChangeRoute(app);
  passwordResetRoutes(app);
  logoutEverywhereRoute(app);
}
