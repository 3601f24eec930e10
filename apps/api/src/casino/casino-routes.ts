import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue-routes.js';
import { gameStartRoute } from './game-start-route.js';
import { myReturnRoute } from './my-return-route.js';

export function casinoRoutes(app: FastifyInstance): void {
  const publicOrigin = new URL(app.config.APP_ORIGIN).origin;
  catalogueRoutes(app, publicOrigin);
  gameStartRoute(app, publicOrigin);
  myReturnRoute(app);
}
